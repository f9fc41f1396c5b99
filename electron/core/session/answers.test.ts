import { describe, expect, it } from 'vitest'
import type { AccountSnapshot, SessionState } from '../../shared/models/session'
import type { DnsRecord, DnsZone } from '../../shared/models/dns'
import type { PrivateNetwork } from '../../shared/models/networks'
import { useCleanups } from '../test-cleanups'
import { replacing, replacingRecord } from './answers'
import { startLiveBackend } from './live-kit'

const network = (id: number, name: string) => ({ id, name }) as PrivateNetwork
const record = (id: number, zoneId: number, ttl: number) => ({ id, zoneId, ttl }) as DnsRecord

describe('answers applied to the snapshot', () => {
  const cleanups = useCleanups()

  it('replaces the item of the same id, keeps the rest, and ignores an empty or unknown answer', () => {
    const snapshot: AccountSnapshot = { privateNetworks: [network(1, 'a'), network(2, 'b')], servers: [] }
    const next = replacing('privateNetworks', network(2, 'renamed'))!(snapshot)
    expect(next.privateNetworks?.map((n) => n.name)).toEqual(['a', 'renamed'])
    expect(next.privateNetworks?.[0]).toBe(snapshot.privateNetworks?.[0])
    expect(next.servers).toBe(snapshot.servers)
    expect(replacing('privateNetworks', null)).toBeNull()
    expect(replacing('privateNetworks', network(9, 'new'))!(snapshot)).toBe(snapshot)
  })

  it('replaces a DNS record inside its zone only', () => {
    const zone = (id: number, records: DnsRecord[]) => ({ id, records }) as DnsZone
    const snapshot: AccountSnapshot = { dnsZones: [zone(1, [record(5, 1, 60)]), zone(2, [record(5, 2, 60)])] }
    const next = replacingRecord(record(5, 2, 300))!(snapshot)
    expect(next.dnsZones?.[0]).toBe(snapshot.dnsZones?.[0])
    expect(next.dnsZones?.[1]?.records[0]?.ttl).toBe(300)
    expect(replacingRecord(record(6, 2, 300))!(snapshot)).toBe(snapshot)
  })

  // The seed dialect answers the PUT with the network; the live service answers an empty 200 (re-read only).
  it('shows a renamed network from the PUT’s answer before the re-read has landed', async () => {
    const kit = await startLiveBackend({ sandbox: { dialect: 'seed' } })
    cleanups.push(kit.close)
    const [first] = (await kit.call<SessionState>('session:get')).snapshot?.privateNetworks ?? []
    // The re-read's answer is held back: what the state shows meanwhile came from the PUT's answer.
    kit.sandbox.faults.set([{ method: 'GET', path: '/network', latencyMs: 2_000 }])
    await kit.call('networks:rename', { id: first!.id, name: 'renamed-by-put' })
    const state = await kit.call<SessionState>('session:get')
    expect(state.refreshing).toBe(true)
    expect(state.snapshot?.privateNetworks?.find((n) => n.id === first!.id)?.name).toBe('renamed-by-put')
  })

  it('takes an empty answer to the PUT (the live service’s) as done, and shows the name from the re-read', async () => {
    const kit = await startLiveBackend({ sandbox: { dialect: 'real' } })
    cleanups.push(kit.close)
    const [first] = (await kit.call<SessionState>('session:get')).snapshot?.privateNetworks ?? []
    expect(await kit.call('networks:rename', { id: first!.id, name: 'renamed-live' })).toBeNull()
    const state = await kit.settled()
    expect(state.snapshot?.privateNetworks?.find((n) => n.id === first!.id)?.name).toBe('renamed-live')
  })
})
