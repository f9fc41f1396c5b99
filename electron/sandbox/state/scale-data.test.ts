import { describe, expect, it } from 'vitest'
import { createManualClock } from '../clock'
import { createCustomerRegistry } from '../customers'
import { ALLOWED_TTLS, IPV4, IPV6_EXPANDED } from '../validation/fields'
import { sshKeyProblem } from '../validation/ssh-key'
import type { CustomerState } from './types'

const SPEC = { servers: 1000, zones: 200, recordsPerZone: 50, sshKeys: 500 }
const scaled = (seed = 1): CustomerState =>
  createCustomerRegistry(seed, createManualClock()).add({ token: 'bench', data: { scale: SPEC } })

describe('scale generator', () => {
  it('builds 1,000 servers, 200 zones x 50 records and 500 keys quickly', () => {
    const started = performance.now()
    const state = scaled()
    expect(performance.now() - started).toBeLessThan(3000)
    expect(state.servers.size).toBe(1000)
    expect(state.zones.size).toBe(200)
    expect([...state.zones.values()].every((z) => z.LinkedRecords.length === 50)).toBe(true)
    expect(state.sshKeys.size).toBe(500)
  })

  it('produces valid data: unique IPs, networks consistent with servers, well-formed records and keys', () => {
    const state = scaled()
    const servers = [...state.servers.values()]
    expect(new Set(servers.map((s) => s.IP)).size).toBe(1000)
    for (const s of servers) {
      expect(s.IP).toMatch(IPV4)
      const privateLink = s.LinkedNetworks.find((l) => l.NetworkType === 'Private')
      const network = state.networks.get(privateLink?.NetworkID ?? -1)
      expect(network?.DCLocation).toBe(s.DCLocation)
      expect(network?.LinkedServers.some((ls) => ls.LinkID === privateLink?.LinkID)).toBe(true)
    }
    for (const zone of state.zones.values()) {
      for (const r of zone.LinkedRecords) {
        expect(ALLOWED_TTLS).toContain(r.TTL)
        if (r.TypeRecord === 'A') expect(r.IP).toMatch(IPV4)
        if (r.TypeRecord === 'AAAA') expect(r.IP).toMatch(IPV6_EXPANDED)
        expect(
          r.CanonicalDescription.startsWith(
            r.HostName === '@' ? `${zone.TechName}.` : `${r.HostName}.${zone.TechName}.`,
          ),
        ).toBe(true)
      }
    }
    const types = new Set([...state.zones.values()][0]?.LinkedRecords.map((r) => r.TypeRecord))
    expect(types).toEqual(new Set(['A', 'AAAA', 'CNAME', 'MX', 'TXT']))
    for (const key of state.sshKeys.values()) expect(sshKeyProblem(key.PublicKey)).toBeUndefined()
  })

  it('is deterministic for a seed', () => {
    const snapshot = (s: CustomerState) =>
      JSON.stringify([[...s.servers.values()], [...s.sshKeys.values()], [...s.zones.values()].slice(0, 3)])
    expect(snapshot(scaled(7))).toBe(snapshot(scaled(7)))
    expect(snapshot(scaled(7))).not.toBe(snapshot(scaled(8)))
  })

  it('takes partial specs', () => {
    const state = createCustomerRegistry(1, createManualClock()).add({ token: 'x', data: { scale: { sshKeys: 3 } } })
    expect([state.servers.size, state.zones.size, state.sshKeys.size]).toEqual([0, 0, 3])
  })
})

describe('scale data over HTTP', () => {
  it('serves the full lists', async () => {
    const { startSandbox } = await import('../index')
    const sb = await startSandbox({ customers: [{ token: 'bench', data: { scale: SPEC } }] })
    const headers = { authorization: 'Bearer bench' }
    const servers = (await (await fetch(`${sb.baseUrl}/server`, { headers })).json()) as unknown[]
    const zones = (await (await fetch(`${sb.baseUrl}/dns`, { headers })).json()) as Array<{ LinkedRecords: unknown[] }>
    const keys = (await (await fetch(`${sb.baseUrl}/sshkey`, { headers })).json()) as unknown[]
    expect([servers.length, zones.length, zones.reduce((n, z) => n + z.LinkedRecords.length, 0), keys.length]).toEqual([
      1000, 200, 10_000, 500,
    ])
    await sb.close()
  })
})
