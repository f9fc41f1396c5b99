import { describe, expect, it } from 'vitest'
import { redactSecret, serverMessageOf } from './answers'

const TOKEN = 'tok-HOSTDECK-secret-7f3a9c21e4b8'

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
