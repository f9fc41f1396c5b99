import { afterEach, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from './test-kit'

let t: TestSandbox
afterEach(closeTestSandboxes)
type Msg = { Message: string }

describe.each([
  ['real', 'Server not found', 'Domain not found', 'Record not found', 'SSH key not found'],
  ['seed', 'Server 1 not found', 'Domain 1 not found', /^Record \d+ of domain \d+ not found$/, 'SSH key 1 not found'],
] as const)('404 answers (%s)', (dialect, server, domain, record, key) => {
  it('name the missing object', async () => {
    t = await startTestSandbox({ dialect })
    const zone = [...t.sb.state(t.sb.demoToken).zones.values()][0]
    for (const [path, message] of [
      ['/server/1', server],
      ['/sshkey/1', key],
    ] as const) {
      const res = await t.api<Msg>('GET', path)
      expect(res.status).toBe(404)
      expect(res.json.Message).toBe(message)
    }
    expect((await t.api<Msg>('DELETE', '/dns/1')).json.Message).toBe(domain)
    expect((await t.api<Msg>('DELETE', `/dns/${zone?.ID}/1`)).json.Message).toMatch(record)
  })

  it('carry the router\u2019s message for an unknown route', async () => {
    t = await startTestSandbox({ dialect })
    const res = await t.api<Msg>('GET', '/servers/1')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ Message: "No HTTP resource was found that matches the request URI '/servers/1'." })
  })
})
