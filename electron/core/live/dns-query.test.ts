import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TOKEN, startSandbox, type SandboxHandle } from '../../sandbox'
import { startSandboxDns, type SandboxDns } from '../../sandbox/dns-server'
import { askServer } from './dns-query'

/** Node's resolver against the simulator's loopback name server: the answers as the comparison reads them. */
describe('asking a name server', () => {
  let sandbox: SandboxHandle
  let dns: SandboxDns
  let clock = Date.UTC(2026, 0, 1)
  let server = ''
  const zone = () => [...sandbox.state(DEMO_TOKEN).zones.values()].find((z) => z.TechName === 'example.com')

  beforeAll(async () => {
    sandbox = await startSandbox({ paceMs: 10 })
    dns = await startSandboxDns({ zones: () => sandbox.state(DEMO_TOKEN).zones.values(), now: () => clock })
    server = `127.0.0.1:${dns.port}`
  })
  afterAll(async () => {
    await dns.close()
    await sandbox.close()
  })

  it('reads every type the app edits, names without the final dot and IPv6 compressed', async () => {
    expect(await askServer(server, { name: 'www.example.com', type: 'A' })).toEqual({
      values: ['203.0.113.10'],
      ttl: 3600,
    })
    expect(await askServer(server, { name: 'www.example.com', type: 'AAAA' })).toEqual({
      values: ['2001:db8::10'],
      ttl: 3600,
    })
    expect(await askServer(server, { name: 'blog.example.com', type: 'CNAME' })).toEqual({
      values: ['www.example.com'],
      ttl: null,
    })
    const mx = await askServer(server, { name: 'example.com', type: 'MX' })
    expect(mx !== 'unreachable' && mx.values.sort()).toEqual(['10 mail.example.com', '20 mx2.example.net'])
    expect(await askServer(server, { name: '_dmarc.example.com', type: 'TXT' })).toEqual({
      values: ['v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com'],
      ttl: null,
    })
    expect(await askServer(server, { name: 'example.com', type: 'NS' })).toEqual({
      values: ['ns1.hostdeck-sandbox.invalid'],
      ttl: null,
    })
  })

  it('reads a name with no such data, or no such name, as nothing served', async () => {
    expect(await askServer(server, { name: 'blog.example.com', type: 'TXT' })).toEqual({ values: [], ttl: null })
    expect(await askServer(server, { name: 'nowhere.example.com', type: 'A' })).toEqual({ values: [], ttl: null })
  })

  it('asks again over TCP when the answer is too long for UDP', async () => {
    const text = 'k='.padEnd(900, 'x')
    dns.serveExtra({ name: 'long.example.com', type: 'TXT', ttl: 300, data: text })
    expect(await askServer(server, { name: 'long.example.com', type: 'TXT' })).toEqual({ values: [text], ttl: null })
  })

  it('calls a refusal and a closed port unreachable', async () => {
    expect(await askServer(server, { name: 'elsewhere.invalid', type: 'A' })).toBe('unreachable')
    await dns.close()
    const closed = await startSandboxDns({ zones: () => [] })
    const port = closed.port
    await closed.close()
    expect(await askServer(`127.0.0.1:${port}`, { name: 'example.com', type: 'A' }, 500)).toBe('unreachable')
    dns = await startSandboxDns({ zones: () => sandbox.state(DEMO_TOKEN).zones.values(), now: () => clock })
    server = `127.0.0.1:${dns.port}`
  })

  it('serves a change only after the propagation delay (stale answers until then)', async () => {
    dns.setDelay(60_000)
    await askServer(server, { name: 'shop.example.com', type: 'A' })
    const shop = zone()?.LinkedRecords.find((r) => r.HostName === 'shop' && r.TypeRecord === 'A')
    if (!shop) throw new Error('the demo zone has no A record shop')
    shop.IP = '203.0.113.99'
    expect(await askServer(server, { name: 'shop.example.com', type: 'A' })).toMatchObject({ values: ['203.0.113.11'] })
    clock += 60_000
    expect(await askServer(server, { name: 'shop.example.com', type: 'A' })).toMatchObject({ values: ['203.0.113.99'] })
  })
})
