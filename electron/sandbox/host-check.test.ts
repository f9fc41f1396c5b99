import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { closeTestSandboxes, startTestSandbox } from './test-kit'
import { allowedHost } from './host-check'

/** A GET to the simulator on loopback, naming `host` in the Host header (as a rebinding page's browser would). */
function getWithHost(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/account', headers: { host, authorization: 'Bearer x' } },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the simulator answers loopback names only', () => {
  afterEach(closeTestSandboxes)

  it('refuses another Host (DNS rebinding) with 421, and answers 127.0.0.1, [::1] and localhost with its port', async () => {
    const { port } = (await startTestSandbox()).sb
    expect(await getWithHost(port, `rebind.example:${port}`)).toBe(421)
    expect(await getWithHost(port, '127.0.0.1')).toBe(421)
    expect(await getWithHost(port, `127.0.0.1:${port + 1}`)).toBe(421)
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
      expect(await getWithHost(port, host)).not.toBe(421)
  })

  it('takes the address it was told to listen on, never a wildcard', () => {
    expect(allowedHost('192.0.2.5:8787', 8787, '192.0.2.5')).toBe(true)
    expect(allowedHost('[2001:db8::5]:8787', 8787, '2001:db8::5')).toBe(true)
    expect(allowedHost('0.0.0.0:8787', 8787, '0.0.0.0')).toBe(false)
    expect(allowedHost(undefined, 8787)).toBe(false)
  })
})
