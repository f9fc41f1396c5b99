import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createCloudApi } from './cloud-api'
import { expectApiError, renderingsOf, TEST_TOKEN } from './test-kit'

/** A hostile API on 127.0.0.1 that answers 401 and echoes the Authorization it received, placed by `shape`. */
async function startEcho(
  shape: (auth: string) => { status: number; body: string },
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const { status, body } = shape(String(req.headers.authorization ?? ''))
    res.writeHead(status, { 'content-type': body.startsWith('{') ? 'application/json' : 'text/plain' })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('a hostile server echoing the token', () => {
  let server: Server | undefined
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

  const leaks = (texts: string[]) => {
    const found: string[] = []
    for (const text of texts)
      for (let n = 8; n <= TEST_TOKEN.length; n++)
        if (text.includes(TEST_TOKEN.slice(0, n))) found.push(TEST_TOKEN.slice(0, n))
    return found
  }

  it('where the message is cut: no prefix of the token survives the cut', async () => {
    // "Bearer " + token, placed so the 300-character cut falls inside the token.
    const echo = await startEcho((auth) => ({
      status: 401,
      body: JSON.stringify({ Message: `${'Denied. '.repeat(35)}${auth} is not valid` }),
    }))
    server = echo.server
    const api = createCloudApi({ baseUrl: echo.url, token: TEST_TOKEN, retries: 0 })
    const err = await expectApiError(api.servers.list(), 'auth')
    expect(leaks(renderingsOf(err))).toEqual([])
    expect(err.message).toContain('[token]')
  })

  it('as plain text, whole and in pieces', async () => {
    const echo = await startEcho((auth) => ({
      status: 401,
      body: `bad ${auth}; start ${auth.slice(7, 20)}; end ${auth.slice(-12)}`,
    }))
    server = echo.server
    const api = createCloudApi({ baseUrl: echo.url, token: TEST_TOKEN, retries: 0 })
    const err = await expectApiError(api.servers.list(), 'auth')
    expect(leaks(renderingsOf(err))).toEqual([])
    expect(renderingsOf(err).some((text) => text.includes(TEST_TOKEN.slice(-12)))).toBe(false)
  })
})
