import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import type { DnsRecord, Server } from '@shared/models'
import { filterTree } from './tree-filter'
import { buildResourceTree, refKey, type TreeNode, type TreeWords } from './tree-nodes'

const words: TreeWords = {
  category: (section) => `<${section}>`,
  state: (raw) => (raw === 'PowerOff' ? 'Powered off' : raw),
  notActivated: 'Not activated',
  sharedPublicNetwork: 'Shared public network',
  serverNumber: (id) => `Server #${id}`,
}

// Power is apart from the lifecycle: a switched-off server is Active and not powered on (REAL-API).
const server = (id: number, name: string, ip: string, isPowerOn = true): Server => ({
  id, name, hostName: null, state: 'Active', isPowerOn, cpu: 1, ram: 1024, hdd: 10, hddType: null, isHighPerformance: false, ip,
  adminUserName: null, adminPassword: null, image: null, imageFamily: null, dcLocation: 'SdnSpb', dateCreate: null, linkedNetworks: [],
})

const record = (id: number, zoneId: number, type: string, owner: string, extra: Partial<DnsRecord>): DnsRecord => ({
  id, zoneId, type, owner, address: null, priority: null, text: null, service: null, proto: null,
  weight: null, port: null, target: null, state: 'Active', ttl: 3600, canonicalDescription: null, ...extra,
})

const snapshot: AccountSnapshot = {
  servers: [server(1, 'web-01', '203.0.113.10'), server(2, 'db-01', '203.0.113.20', false)],
  privateNetworks: [
    {
      id: 10, name: 'backend', state: 'Active', cidr: null, mask: null, gateway: null, isDhcp: true, dcLocation: 'SdnSpb', networkCapacity: null,
      type: null, bandwidth: null,
      linkedServers: [{ id: 100, serverId: 1, linkState: 'Active', ip: '10.0.0.2', mac: '52:54:00:00:00:01' }, { id: 101, serverId: 99, linkState: 'New', ip: '10.0.0.3', mac: null }],
    },
  ],
  publicNetworks: undefined,
  dnsZones: [
    {
      id: 20, name: 'example.com', state: 'Active', dateCreate: null, isDelegated: true,
      records: [
        record(21, 20, 'A', 'www', { address: '203.0.113.10' }),
        record(22, 20, 'MX', '@', { priority: 10, target: 'mail.example.com' }),
        record(23, 20, 'TXT', '_dmarc', { text: 'v=DMARC1; p=none', state: 'New' }),
      ],
    },
  ],
  storage: null,
  storageUsers: [],
  sshKeys: [{ id: 30, title: 'laptop', publicKey: 'ssh-ed25519 AAAA anna@desk', isActive: true }],
}

const labels = (nodes: TreeNode[] | undefined) => nodes?.map((n) => n.label)

describe('buildResourceTree', () => {
  const tree = buildResourceTree(snapshot, words)
  const [servers, networks, zones, storage, keys] = tree.roots

  it('shows one category per section the account offers, with counts, and hides the missing ones', () => {
    expect(labels(tree.roots)).toEqual(['<servers>', '<privateNetworks>', '<dnsZones>', '<storage>', '<sshKeys>'])
    expect(tree.roots.map((n) => n.count)).toEqual([2, 1, 1, undefined, 1])
    expect(servers!.ref).toEqual({ kind: 'category', id: 'servers' })
  })

  it('gives servers a state badge in words and colour', () => {
    expect(servers!.children!.map((n) => [n.label, n.badge])).toEqual([
      ['web-01', { text: 'Active', tone: 'success' }],
      ['db-01', { text: 'Powered off', tone: 'default' }],
    ])
  })

  it('lists a network’s servers by name, or by number when the server is not in the snapshot', () => {
    const backend = networks!.children![0]!
    expect(backend.count).toBe(2)
    expect(backend.children!.map((n) => [n.label, n.detail, n.ref])).toEqual([
      ['web-01', '10.0.0.2', { kind: 'server', id: 1 }],
      ['Server #99', '10.0.0.3', { kind: 'server', id: 99 }],
    ])
    // The same server selected anywhere lights up every row showing it.
    expect(tree.keysByRef.get(refKey({ kind: 'server', id: 1 }))).toHaveLength(2)
  })

  it('labels records like a zone file and keeps the zone as their parent', () => {
    const zone = zones!.children![0]!
    expect(labels(zone.children)).toEqual(['www A 203.0.113.10', '@ MX 10 mail.example.com', '_dmarc TXT "v=DMARC1; p=none"'])
    expect(zone.children![0]!.ref).toEqual({ kind: 'dnsRecord', id: 21, parentId: 20 })
    expect(zone.children![2]!.badge).toEqual({ text: 'New', tone: 'info' })
    expect(tree.parentOf.get(zone.children![0]!.key)).toBe(zone.key)
    expect(tree.parentOf.get(zone.key)).toBe(zones!.key)
  })

  it('says object storage is not activated instead of listing nothing', () => {
    expect(storage!.badge).toEqual({ text: 'Not activated', tone: 'default' })
    expect(storage!.isLeaf).toBe(true)
    expect(keys!.children![0]!.search).toContain('anna@desk')
  })

  it('builds nothing before the first snapshot', () => {
    expect(buildResourceTree(null, words).roots).toEqual([])
  })
})

describe('filterTree', () => {
  const { roots } = buildResourceTree(snapshot, words)

  it('finds servers by IP, records by host, and opens the way to them', () => {
    const byIp = filterTree(roots, '203.0.113.20')
    expect(labels(byIp.roots)).toEqual(['<servers>'])
    expect(labels(byIp.roots[0]!.children)).toEqual(['db-01'])
    expect(byIp.expand).toEqual([roots[0]!.key])

    const byHost = filterTree(roots, 'WWW')
    expect(labels(byHost.roots)).toEqual(['<dnsZones>'])
    expect(labels(byHost.roots[0]!.children![0]!.children)).toEqual(['www A 203.0.113.10'])
    expect(byHost.expand).toHaveLength(2)
  })

  it('keeps every child of a row that matches itself', () => {
    const byZone = filterTree(roots, 'example.com')
    expect(byZone.roots[0]!.children![0]!.children).toHaveLength(3)
  })

  it('finds a server inside a network by its private address', () => {
    const result = filterTree(roots, '10.0.0.3')
    expect(labels(result.roots)).toEqual(['<privateNetworks>'])
    expect(labels(result.roots[0]!.children![0]!.children)).toEqual(['Server #99'])
  })

  it('counts matches, not totals, on the rows kept for them', () => {
    const result = filterTree(roots, '203.0.113')
    const [servers, zones] = result.roots
    expect(labels(result.roots)).toEqual(['<servers>', '<dnsZones>'])
    expect(servers!.count).toBe(2)
    const onlyWeb = filterTree(roots, 'web-01')
    // web-01 is a server and a member of "backend": one match in each category, one in the network.
    expect(onlyWeb.roots.map((n) => n.count)).toEqual([1, 1])
    expect(onlyWeb.roots[1]!.children![0]!.count).toBe(1)
    expect(zones!.count).toBe(1)
    expect(zones!.children![0]!.count).toBe(1)
    // The unfiltered tree keeps its totals.
    expect(roots[2]!.children![0]!.count).toBe(3)
  })

  it('finds rows by state, in the raw word and the user’s', () => {
    const off = filterTree(roots, 'powered off')
    expect(labels(off.roots[0]!.children)).toEqual(['db-01'])
    const fresh = filterTree(roots, 'new')
    expect(labels(fresh.roots[0]!.children![0]!.children)).toEqual(['_dmarc TXT "v=DMARC1; p=none"'])
  })

  it('finds a record by any part of its value, beyond what the label shows', () => {
    const long = 'v=spf1 include:_spf.example.net include:_spf.mailer.example.org ip4:198.51.100.0/24 -all'
    const withLong: AccountSnapshot = { ...snapshot, dnsZones: [{ ...snapshot.dnsZones![0]!, records: [record(24, 20, 'TXT', '@', { text: long })] }] }
    const tree = buildResourceTree(withLong, words)
    expect(tree.roots[2]!.children![0]!.children![0]!.label).not.toContain('198.51.100.0/24')
    expect(filterTree(tree.roots, '198.51.100.0/24').roots).toHaveLength(1)
  })

  it('finds an SSH key by its fingerprint once known', () => {
    const prints = (node: TreeNode) => (node.ref.kind === 'sshKey' && node.ref.id === 30 ? 'SHA256:AbCdEf123' : null)
    const found = filterTree(roots, 'sha256:abcdef', prints)
    expect(labels(found.roots[0]!.children)).toEqual(['laptop'])
    expect(filterTree(roots, 'sha256:abcdef').roots).toEqual([])
  })

  it('returns the tree unchanged for an empty query, and nothing for a query that matches nothing', () => {
    expect(filterTree(roots, '  ').roots).toBe(roots)
    expect(filterTree(roots, 'zzz').roots).toEqual([])
  })
})
