import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveReport } from '../../shared/models/live'
import type { DnsRecord } from '../../shared/models/dns'
import { startSandboxDns, type SandboxDns } from '../../sandbox/dns-server'
import { startDemoBackend } from '../handlers/test-kit'

/** A DNS change sent through the backend starts its zone's live check: the whole way, on loopback only. */
describe('a live check after a DNS change', () => {
  let t: Awaited<ReturnType<typeof startDemoBackend>>
  let dns: SandboxDns
  const reports: LiveReport[] = []

  beforeAll(async () => {
    t = await startDemoBackend()
    dns = await startSandboxDns({ zones: () => t.api().zones.values() })
    t.backend.on('live:changed', (report) => reports.push(report as LiveReport))
    await t.call('live:updateSettings', { resolvers: [`127.0.0.1:${dns.resolverPort}`], nameServerPort: dns.port })
  })
  afterAll(async () => {
    await t.call('live:updateSettings', { enabled: false })
    await dns.close()
    await t.close()
  })

  it('checks the changed zone on its own, and the change is live on the simulator’s servers', async () => {
    const zone = [...t.api().zones.values()].find((z) => z.TechName === 'example.com')
    const shop = zone?.LinkedRecords.find((r) => r.HostName === 'shop' && r.TypeRecord === 'A')
    if (!zone || !shop) throw new Error('the demo has no A record shop in example.com')
    const updated = await t.call<DnsRecord>('dns:updateRecord', {
      type: 'A',
      zoneId: zone.ID,
      recordId: Number(shop.ID),
      owner: 'shop',
      address: '203.0.113.51',
      ttl: 300,
    })
    await expect.poll(() => reports.find((r) => r.zoneId === zone.ID), { timeout: 10_000 }).toBeDefined()
    const row = reports.find((r) => r.zoneId === zone.ID)?.rows.find((r) => r.recordId === updated.id)
    expect(row?.value).toBe('203.0.113.51')
    expect(row?.cells.map((c) => c.state)).toEqual(['live', 'live'])
  })
})
