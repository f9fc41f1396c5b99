import { describe, expect, it } from 'vitest'
import { redactSecret, serverMessageOf } from './answers'

const TOKEN = 'tok-HOSTDECK-secret-7f3a9c21e4b8'

/** Whether any base64 run of the text, decoded at any alignment, holds 8 characters of the token in a row. */
function leaksToken(text: string): boolean {
  const pieces = new Set(Array.from({ length: TOKEN.length - 7 }, (_, i) => TOKEN.slice(i, i + 8)))
  for (const [run] of text.matchAll(/[A-Za-z0-9+/_-]{8,}/g))
    for (let at = 0; at < 4; at++) {
      const decoded = Buffer.from(run.slice(at).replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1')
      for (let i = 0; i + 8 <= decoded.length; i++) if (pieces.has(decoded.slice(i, i + 8))) return true
    }
  return false
}

describe('redactSecret', () => {
  it('scrubs the whole token and any 8+ character piece of it', () => {
    expect(redactSecret(`bad token ${TOKEN}!`, TOKEN)).toBe('bad token [token]!')
    expect(redactSecret(`starts ${TOKEN.slice(0, 8)}`, TOKEN)).toBe('starts [token]')
    expect(redactSecret(`starts ${TOKEN.slice(0, 20)}… and ends ${TOKEN.slice(-9)}.`, TOKEN)).toBe(
      'starts [token]… and ends [token].',
    )
  })

  it('leaves ordinary text and pieces shorter than 8 characters alone', () => {
    expect(redactSecret('Authorization has been denied for this request.', TOKEN)).toBe(
      'Authorization has been denied for this request.',
    )
    expect(redactSecret(`piece ${TOKEN.slice(0, 7)} only`, TOKEN)).toBe(`piece ${TOKEN.slice(0, 7)} only`)
  })

  it('scrubs the token echoed encoded: base64 (alone or inside a longer text, any alignment), base64url, URL-encoded', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64')
    for (const echoed of [
      b64(TOKEN),
      b64(`Bearer ${TOKEN}`),
      b64(`Authorization: Bearer ${TOKEN}`),
      Buffer.from(`x${TOKEN}?`).toString('base64url'),
    ]) {
      const scrubbed = redactSecret(`Invalid header ${echoed} received`, TOKEN)
      expect(scrubbed).toContain('[token]')
      expect(leaksToken(scrubbed)).toBe(false)
      expect(leaksToken(echoed)).toBe(true)
    }
    const odd = 'tok/with+odd=chars&more'
    expect(redactSecret(`bad ${encodeURIComponent(odd)} here`, odd)).toBe('bad [token] here')
    expect(serverMessageOf(JSON.stringify({ Message: `Bad token ${b64(`Bearer ${TOKEN}`)}` }), TOKEN)).not.toContain(
      b64(`Bearer ${TOKEN}`).slice(12, 30),
    )
  })

  it('scrubs a short token only whole', () => {
    expect(redactSecret('abcdef abcde', 'abcdef')).toBe('[token] abcde')
    expect(redactSecret('abc', 'abc')).toBe('abc')
  })
})

describe('serverMessageOf with the token', () => {
  it('scrubs before cutting: a token echoed where the 300-character cut falls leaves no piece of it', () => {
    const message = `${'x'.repeat(290)} ${TOKEN} trailing words`
    const plain = serverMessageOf(JSON.stringify({ Message: message }))!
    // Without the token, the cut leaves a prefix of it: the case this guards against.
    expect(plain).toContain(TOKEN.slice(0, 8))
    const scrubbed = serverMessageOf(JSON.stringify({ Message: message }), TOKEN)!
    expect(scrubbed.length).toBeLessThanOrEqual(300)
    for (let n = 8; n <= TOKEN.length; n++) expect(scrubbed).not.toContain(TOKEN.slice(0, n))
    expect(scrubbed).toContain('[token]')
  })
})
