import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import { dnsRecord, dnsZone } from '@shared/dns/sample-records'
import type { DnsRecord, DnsZone } from '@shared/models/dns'
import type { SshKey } from '@shared/models/ssh-keys'
import { aServer } from '@shared/models/test-kit'
import { describeChanges, snapshotChanges, type ChangeWords } from './snapshot-changes'

const server = (id: number, name: string, isPowerOn = true) => aServer({ id, name, isPowerOn })
const record = (id: number, owner: string, ttl: number) => dnsRecord('A', { id, owner, address: '203.0.113.10', ttl })
const zone = (records: DnsRecord[]) => dnsZone(7, 'example.com', records)
const key = (id: number, title: string): SshKey =>
  ({ id, title, publicKey: 'ssh-ed25519 AAAA', isActive: true }) as unknown as SshKey

const before: AccountSnapshot = {
  servers: [server(1, 'web-01'), server(2, 'db-01')],
  dnsZones: [zone([record(10, 'www', 3600), record(11, 'mail', 3600)])],
  sshKeys: [key(20, 'laptop')],
}

const words: ChangeWords = {
  power: (name, on) => `${name}: power ${on ? 'On' : 'Off'}`,
  one: (kind, name, change) => `${kind} ${name} ${change}`,
  many: (kind, n, change) => `${n} ${kind} ${change}`,
}

describe('snapshotChanges', () => {
  it('finds nothing between equal reads', () => {
    expect(snapshotChanges(before, structuredClone(before), ['servers', 'dnsZones', 'sshKeys'])).toEqual([])
  })

  it('names the fields of a changed server and the record whose TTL changed, with its zone', () => {
    const after = structuredClone(before)
    after.servers![0]!.isPowerOn = false
    after.dnsZones![0]!.records[1]!.ttl = 300
    const changes = snapshotChanges(before, after, ['servers', 'dnsZones'])
    expect(changes.map((c) => [c.ref, c.change, c.fields])).toEqual([
      [{ kind: 'server', id: 1 }, 'changed', ['isPowerOn']],
      [{ kind: 'dnsRecord', id: 11, parentId: 7 }, 'changed', ['ttl']],
    ])
  })

  it('reports added and removed resources, and only in the sections read again', () => {
    const after = structuredClone(before)
    after.sshKeys!.push(key(21, 'deploy'))
    after.servers = after.servers!.slice(1)
    expect(snapshotChanges(before, after, ['sshKeys']).map((c) => [c.name, c.change])).toEqual([['deploy', 'added']])
    expect(snapshotChanges(before, after, ['servers']).map((c) => [c.name, c.change])).toEqual([['web-01', 'removed']])
  })

  it('does not look into a section kept as the same object (a refresh that brought nothing new)', () => {
    // Reading any part of this section would throw: the unchanged 10,000 records are not walked at all.
    const untouchable = new Proxy([], {
      get: () => {
        throw new Error('the unchanged section was read')
      },
    }) as unknown as DnsZone[]
    const old: AccountSnapshot = { ...before, dnsZones: untouchable }
    const now: AccountSnapshot = { ...old, servers: [server(1, 'web-01', false), server(2, 'db-01')] }
    expect(snapshotChanges(old, now, ['servers', 'dnsZones']).map((c) => [c.name, c.fields])).toEqual([
      ['web-01', ['isPowerOn']],
    ])
  })

  it('names a resource as its kind says (a network without a name by its CIDR) and leaves images unmarked', () => {
    const network = { id: 5, name: '', cidr: '10.0.0.0/24', state: 'Active', linkedServers: [] }
    const withNetwork = { ...before, privateNetworks: [network] } as AccountSnapshot
    const changes = snapshotChanges({ ...before, privateNetworks: [] }, withNetwork, ['privateNetworks'])
    expect(changes.map((c) => [c.ref, c.name, c.change])).toEqual([
      [{ kind: 'privateNetwork', id: 5 }, '10.0.0.0/24', 'added'],
    ])
    const image = { id: 9, name: 'ubuntu', displayName: 'Ubuntu', isOwn: true }
    const noImages = { ...before, images: [] }
    expect(snapshotChanges(noImages, { ...before, images: [image] } as AccountSnapshot, ['images'])).toEqual([])
  })

  it('skips a section that either read lacks', () => {
    expect(snapshotChanges(before, { ...before, sshKeys: undefined }, ['sshKeys'])).toEqual([])
  })
})

describe('describeChanges', () => {
  it('says a power change by name, a single change by name, and counts several of a kind', () => {
    const after = structuredClone(before)
    after.servers![0]!.isPowerOn = false
    after.dnsZones![0]!.records.forEach((r) => (r.ttl = 60))
    after.sshKeys!.push(key(21, 'deploy'))
    const text = describeChanges(snapshotChanges(before, after, ['servers', 'dnsZones', 'sshKeys']), words)
    expect(text).toBe('web-01: power Off; 2 dnsRecord changed; sshKey deploy added')
  })

  it('says nothing when nothing changed', () => {
    expect(describeChanges([], words)).toBe('')
  })
})
