import { describe, expect, it } from 'vitest'
import { createManualClock } from '../clock'
import { createCustomerRegistry, DEMO_TOKEN } from '../customers'
import { IPV6_EXPANDED, isHostName } from '../validation/fields'
import { sshKeyProblem } from '../validation/ssh-key'
import type { CustomerState } from './types'

const demo = (seed = 1): CustomerState => createCustomerRegistry(seed, createManualClock()).add({ token: DEMO_TOKEN })

/** RFC 5737 documentation ranges and private space; nothing that routes to someone real. */
const SAFE_IPV4 = /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$|^10\./

describe('demo data', () => {
  const state = demo()

  it('links servers and networks consistently on both sides', () => {
    for (const server of state.servers.values()) {
      expect(server.LinkedNetworks.filter((l) => l.NetworkType === 'PublicShared')).toHaveLength(1)
      for (const link of server.LinkedNetworks) {
        if (link.NetworkID === null) continue
        const network = state.networks.get(link.NetworkID) ?? state.publicNetworks.get(link.NetworkID)
        expect(network?.DCLocation).toBe(server.DCLocation)
        expect(network?.LinkedServers).toContainEqual({
          LinkState: link.LinkState,
          IP: link.IP,
          MAC: link.MAC,
          ServerID: server.ID,
          LinkID: link.LinkID,
        })
      }
    }
    for (const network of [...state.networks.values(), ...state.publicNetworks.values()]) {
      for (const ls of network.LinkedServers)
        expect(state.servers.get(ls.ServerID)?.LinkedNetworks.some((l) => l.LinkID === ls.LinkID)).toBe(true)
    }
  })

  it('uses only documentation addresses and example domains', () => {
    for (const server of state.servers.values()) {
      expect(server.IP).toMatch(SAFE_IPV4)
      for (const link of server.LinkedNetworks) expect(link.IP).toMatch(SAFE_IPV4)
    }
    for (const zone of state.zones.values()) {
      expect(zone.Name).toMatch(/^example\.(com|net|org)$/)
      for (const r of zone.LinkedRecords) {
        if (r.TypeRecord === 'A') expect(r.IP).toMatch(SAFE_IPV4)
        if (r.TypeRecord === 'AAAA') expect(r.IP).toMatch(IPV6_EXPANDED)
        if (r.TypeRecord === 'AAAA') expect(r.IP.startsWith('2001:0db8:')).toBe(true)
      }
    }
    for (const cert of state.certificates.values())
      for (const d of cert.DcvList) expect(isHostName(d.Domain, { allowWildcard: true })).toBe(true)
  })

  it('has the shape of a small company', () => {
    expect(state.servers.size).toBeGreaterThanOrEqual(3)
    expect(state.networks.size).toBe(2)
    expect(state.publicNetworks.size).toBe(1)
    expect(state.storage?.State).toBe('Activated')
    expect(state.storageUsers.size).toBe(2)
    expect(state.sshKeys.size).toBe(2)
    for (const key of state.sshKeys.values()) expect(sshKeyProblem(key.PublicKey)).toBeUndefined()
    expect(state.account.Balance).toBeGreaterThan(0)
  })

  it('gives every resource a distinct id', () => {
    const ids = [
      ...state.servers.keys(),
      ...[...state.serverActions.values()].flat().map((a) => a.ID),
      ...state.networks.keys(),
      ...state.publicNetworks.keys(),
      ...[...state.servers.values()].flatMap((s) => s.LinkedNetworks.map((l) => l.LinkID)),
      ...state.zones.keys(),
      ...[...state.zones.values()].flatMap((z) => z.LinkedRecords.map((r) => Number(r.ID))),
      ...state.certificates.keys(),
      ...state.storageUsers.keys(),
      ...state.sshKeys.keys(),
    ]
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('is the same for the same seed and differs in secrets for another', () => {
    const json = (s: CustomerState) => JSON.stringify({ ...s, servers: [...s.servers.values()], storage: s.storage })
    expect(json(demo(1))).toBe(json(demo(1)))
    expect(demo(1).storage?.Owner.Password).not.toBe(demo(2).storage?.Owner.Password)
  })
})
