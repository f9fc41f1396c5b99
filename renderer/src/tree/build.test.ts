import { beforeEach, describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import type { DnsRecord } from '@shared/models/dns'
import type { Server } from '@shared/models/servers'
import { aServer } from '@shared/models/test-kit'
import { dnsRecord } from '@shared/dns/sample-records'
import { categories } from '../resources'
import { filterTree } from './filter'
import { buildResourceTree, refKey, sameTreeData, type ResourceTree, type TreeNode, type TreeWords } from './build'

const words: TreeWords = {
  // A category by its section, whatever key its kind's words are at.
  category: (key) => `<${categories().find((c) => c.words === key)?.section}>`,
  state: (raw) => (raw === 'PowerOff' ? 'Powered off' : raw),
  notActivated: 'Not activated',
  sharedPublicNetwork: 'Shared public network',
  serverNumber: (id) => `Server #${id}`,
}

// Power is apart from the lifecycle: a switched-off server is Active and not powered on (REAL-API).
const server = (id: number, name: string, ip: string, isPowerOn = true): Server =>
  aServer({ id, name, ip, isPowerOn, hddType: null })

const record = (id: number, zoneId: number, type: string, owner: string, extra: Partial<DnsRecord>): DnsRecord =>
  dnsRecord(type, { id, zoneId, owner, ...extra })

const snapshot: AccountSnapshot = {
  servers: [server(1, 'web-01', '203.0.113.10'), server(2, 'db-01', '203.0.113.20', false)],
  privateNetworks: [
    {
      id: 10,
      name: 'backend',
      state: 'Active',
      cidr: null,
      mask: null,
      gateway: null,
      isDhcp: true,
      dcLocation: 'SdnSpb',
      networkCapacity: null,
      type: null,
      bandwidth: null,
      linkedServers: [
        { id: 100, serverId: 1, linkState: 'Active', ip: '10.0.0.2', mac: '52:54:00:00:00:01' },
        { id: 101, serverId: 99, linkState: 'New', ip: '10.0.0.3', mac: null },
      ],
    },
  ],
  publicNetworks: undefined,
  dnsZones: [
    {
      id: 20,
      name: 'example.com',
      state: 'Active',
      dateCreate: null,
      isDelegated: true,
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

/** A tree's rows under `node` (built on asking). */
const under = (tree: ResourceTree, node: TreeNode | undefined) => tree.childrenOf(node!.key)

describe('buildResourceTree', () => {
  // A fresh tree for every test: rows are built as they are asked for, and no test sees rows another one built.
  let tree: ResourceTree
  let servers: TreeNode | undefined,
    networks: TreeNode | undefined,
    zones: TreeNode | undefined,
    storage: TreeNode | undefined,
    keys: TreeNode | undefined
  beforeEach(() => {
    tree = buildResourceTree(snapshot, words)
    ;[servers, networks, zones, storage, keys] = tree.roots
  })

  it('shows one category per section the account offers, with counts, and hides the missing ones', () => {
    expect(labels(tree.roots)).toEqual(['<servers>', '<privateNetworks>', '<dnsZones>', '<storage>', '<sshKeys>'])
    expect(tree.roots.map((n) => n.count)).toEqual([2, 1, 1, undefined, 1])
    expect(servers!.ref).toEqual({ kind: 'category', id: 'servers' })
  })

  it('gives servers a state badge in words and colour', () => {
    expect(under(tree, servers).map((n) => [n.label, n.badge])).toEqual([
      ['web-01', { text: 'Active', tone: 'success' }],
      ['db-01', { text: 'Powered off', tone: 'default' }],
    ])
  })

  it('lists a network’s servers by name, or by number when the server is not in the snapshot', () => {
    const backend = under(tree, networks)[0]!
    expect(backend.count).toBe(2)
    expect(under(tree, backend).map((n) => [n.label, n.detail, n.ref])).toEqual([
      ['web-01', '10.0.0.2', { kind: 'server', id: 1 }],
      ['Server #99', '10.0.0.3', { kind: 'server', id: 99 }],
    ])
    // The same server selected anywhere lights up every row showing it (once the Servers rows are built too).
    expect(tree.keysOf({ kind: 'server', id: 1 })).toHaveLength(1)
    under(tree, servers)
    expect(tree.keysOf({ kind: 'server', id: 1 })).toHaveLength(2)
  })

  it('labels records like a zone file and keeps the zone as their parent', () => {
    const zone = under(tree, zones)[0]!
    const records = under(tree, zone)
    expect(labels(records)).toEqual(['www A 203.0.113.10', '@ MX 10 mail.example.com', '_dmarc TXT "v=DMARC1; p=none"'])
    expect(records[0]!.ref).toEqual({ kind: 'dnsRecord', id: 21, parentId: 20 })
    expect(records[2]!.badge).toEqual({ text: 'New', tone: 'info' })
    expect(tree.parentOf.get(records[0]!.key)).toBe(zone.key)
    expect(tree.parentOf.get(zone.key)).toBe(zones!.key)
  })

  it('says object storage is not activated instead of listing nothing', () => {
    expect(storage!.badge).toEqual({ text: 'Not activated', tone: 'default' })
    expect(storage!.isLeaf).toBe(true)
    expect(under(tree, keys)[0]!.search).toContain('anna@desk')
  })

  it('shows an IDN zone by its Unicode name with the punycode beside it, found by either', () => {
    const idn = {
      id: 40,
      name: 'xn--e1afmkfd.xn--p1ai',
      state: 'Active',
      dateCreate: null,
      isDelegated: true,
      records: [],
    }
    const withIdn = buildResourceTree({ ...snapshot, dnsZones: [idn] }, words)
    const zones = withIdn.roots.find((root) => root.ref.kind === 'category' && root.ref.id === 'dnsZones')
    const [zone] = zones ? withIdn.childrenOf(zones.key) : []
    expect(zone?.label).toBe('пример.рф (xn--e1afmkfd.xn--p1ai)')
    for (const query of ['пример', 'xn--e1afmkfd'])
      expect(labels(filterTree(withIdn, query).roots[0]?.children), query).toEqual([zone?.label])
  })

  it('builds nothing before the first snapshot', () => {
    expect(buildResourceTree(null, words).roots).toEqual([])
  })
})

/** A zone of `n` records, as a large account has them. */
const bigZone = (id: number, n: number) => ({
  id,
  name: `zone-${id}.test`,
  state: 'Active',
  dateCreate: null,
  isDelegated: true,
  records: Array.from({ length: n }, (_, i) =>
    record(id * 1000 + i, id, 'A', `host-${i}`, { address: `198.51.100.${i % 250}` }),
  ),
})

describe('buildResourceTree, building as branches open', () => {
  const large: AccountSnapshot = { ...snapshot, dnsZones: [bigZone(1, 400), bigZone(2, 400)] }

  it('builds only the categories: a closed branch shows its count and has no rows yet', () => {
    const tree = buildResourceTree(large, words)
    const zones = tree.roots[2]!
    expect(zones.count).toBe(2)
    expect(zones.isLeaf).toBe(false)
    expect(zones.children).toBeUndefined()
    expect(tree.nodeByKey.size).toBe(tree.roots.length)
  })

  it('builds a branch’s rows when it is opened, and only that branch’s', () => {
    const tree = buildResourceTree(large, words)
    const zones = tree.roots[2]!
    expect(tree.show(tree.roots, new Set([zones.key]))).toBe(true)
    expect(labels(zones.children)).toEqual(['zone-1.test', 'zone-2.test'])
    // The zones' 800 records are not built until a zone is opened.
    expect(zones.children!.every((z) => z.children === undefined && !z.isLeaf && z.count === 400)).toBe(true)
    expect(tree.nodeByKey.size).toBe(tree.roots.length + 2)
    // Open again: nothing new to hang, the same rows.
    expect(tree.show(tree.roots, new Set([zones.key]))).toBe(false)
    const first = zones.children![0]!
    expect(tree.show(tree.roots, new Set([zones.key, first.key]))).toBe(true)
    expect(first.children).toHaveLength(400)
    expect(zones.children![1]!.children).toBeUndefined()
    expect(tree.nodeByKey.size).toBe(tree.roots.length + 2 + 400)
  })

  it('opens a remembered branch under another remembered one in one go', () => {
    const tree = buildResourceTree(large, words)
    tree.show(tree.roots, new Set([refKey({ kind: 'category', id: 'dnsZones' }), refKey({ kind: 'dnsZone', id: 2 })]))
    expect(tree.roots[2]!.children![1]!.children).toHaveLength(400)
    expect(tree.roots[2]!.children![0]!.children).toBeUndefined()
  })

  it('reveals a record deep in a closed branch by building only the way to it', () => {
    const tree = buildResourceTree(large, words)
    const found = tree.locate({ kind: 'dnsRecord', id: 2007, parentId: 2 })
    expect(found).toEqual({
      key: refKey({ kind: 'dnsRecord', id: 2007, parentId: 2 }),
      above: [refKey({ kind: 'dnsZone', id: 2 }), refKey({ kind: 'category', id: 'dnsZones' })],
    })
    // The zones and the one zone's records; the other zone stays unbuilt.
    expect(tree.nodeByKey.has(found!.key)).toBe(true)
    expect(tree.nodeByKey.has(refKey({ kind: 'dnsRecord', id: 1007, parentId: 1 }))).toBe(false)
    expect(tree.nodeByKey.size).toBe(tree.roots.length + 2 + 400)
    expect(tree.locate({ kind: 'dnsRecord', id: 9999, parentId: 2 })).toBeNull()
  })

  it('reveals a server under the Servers category first, and knows its rows under networks once built', () => {
    const tree = buildResourceTree(snapshot, words)
    expect(tree.locate({ kind: 'server', id: 1 })).toEqual({
      key: refKey({ kind: 'server', id: 1 }),
      above: [refKey({ kind: 'category', id: 'servers' })],
    })
    expect(tree.keysOf({ kind: 'server', id: 1 })).toHaveLength(1)
    // A server only a network knows of is found inside that network.
    expect(tree.locate({ kind: 'server', id: 99 })?.above).toEqual([
      'privateNetwork::10',
      refKey({ kind: 'category', id: 'privateNetworks' }),
    ])
    expect(tree.keysOf({ kind: 'server', id: 1 })).toHaveLength(2)
  })
})

describe('filterTree', () => {
  // A fresh tree for every test, as above.
  let tree: ResourceTree
  let roots: TreeNode[]
  beforeEach(() => {
    tree = buildResourceTree(snapshot, words)
    roots = tree.roots
  })

  it('finds servers by IP, records by host, and opens the way to them', () => {
    const byIp = filterTree(tree, '203.0.113.20')
    expect(labels(byIp.roots)).toEqual(['<servers>'])
    expect(labels(byIp.roots[0]!.children)).toEqual(['db-01'])
    expect(byIp.expand).toEqual([roots[0]!.key])

    const byHost = filterTree(tree, 'WWW')
    expect(labels(byHost.roots)).toEqual(['<dnsZones>'])
    expect(labels(byHost.roots[0]!.children![0]!.children)).toEqual(['www A 203.0.113.10'])
    expect(byHost.expand).toHaveLength(2)
  })

  it('keeps every child of a row that matches itself, to be built when it opens', () => {
    const fresh = buildResourceTree(snapshot, words)
    const byZone = filterTree(fresh, 'example.com')
    const zone = byZone.roots[0]!.children![0]!
    expect(zone.isLeaf).toBe(false)
    fresh.show(byZone.roots, new Set([zone.key]))
    expect(zone.children).toHaveLength(3)
  })

  it('finds a record in a closed branch of a large account and hands only the way to it to the tree', () => {
    const large = buildResourceTree({ ...snapshot, dnsZones: [bigZone(1, 400), bigZone(2, 400)] }, words)
    const found = filterTree(large, 'host-123.zone-2.test')
    expect(found.matches).toBe(1)
    expect(labels(found.roots)).toEqual(['<dnsZones>'])
    expect(labels(found.roots[0]!.children)).toEqual(['zone-2.test'])
    expect(labels(found.roots[0]!.children![0]!.children)).toEqual(['host-123 A 198.51.100.123'])
    expect(found.expand).toEqual([refKey({ kind: 'dnsZone', id: 2 }), refKey({ kind: 'category', id: 'dnsZones' })])
    // The unfiltered rows were not opened by the search.
    expect(large.roots[2]!.children).toBeUndefined()
  })

  it('finds a server inside a network by its private address', () => {
    const result = filterTree(tree, '10.0.0.3')
    expect(labels(result.roots)).toEqual(['<privateNetworks>'])
    expect(labels(result.roots[0]!.children![0]!.children)).toEqual(['Server #99'])
  })

  it('counts matches, not totals, on the rows kept for them', () => {
    const result = filterTree(tree, '203.0.113')
    const [servers, zones] = result.roots
    expect(labels(result.roots)).toEqual(['<servers>', '<dnsZones>'])
    expect(servers!.count).toBe(2)
    const onlyWeb = filterTree(tree, 'web-01')
    // web-01 is a server and a member of "backend": one match in each category, one in the network.
    expect(onlyWeb.roots.map((n) => n.count)).toEqual([1, 1])
    expect(onlyWeb.roots[1]!.children![0]!.count).toBe(1)
    expect(zones!.count).toBe(1)
    expect(zones!.children![0]!.count).toBe(1)
    // The unfiltered tree keeps its totals.
    expect(under(tree, roots[2])[0]!.count).toBe(3)
  })

  it('finds rows by state, in the raw word and the user’s', () => {
    const off = filterTree(tree, 'powered off')
    expect(labels(off.roots[0]!.children)).toEqual(['db-01'])
    const fresh = filterTree(tree, 'new')
    expect(labels(fresh.roots[0]!.children![0]!.children)).toEqual(['_dmarc TXT "v=DMARC1; p=none"'])
  })

  it('finds a record by any part of its value, beyond what the label shows', () => {
    const long = 'v=spf1 include:_spf.example.net include:_spf.mailer.example.org ip4:198.51.100.0/24 -all'
    const withLong: AccountSnapshot = {
      ...snapshot,
      dnsZones: [{ ...snapshot.dnsZones![0]!, records: [record(24, 20, 'TXT', '@', { text: long })] }],
    }
    const other = buildResourceTree(withLong, words)
    expect(under(other, under(other, other.roots[2])[0])[0]!.label).not.toContain('198.51.100.0/24')
    expect(filterTree(other, '198.51.100.0/24').roots).toHaveLength(1)
  })

  it('finds an SSH key by its fingerprint once known', () => {
    const prints = (node: TreeNode) => (node.ref.kind === 'sshKey' && node.ref.id === 30 ? 'SHA256:AbCdEf123' : null)
    const found = filterTree(tree, 'sha256:abcdef', prints)
    expect(labels(found.roots[0]!.children)).toEqual(['laptop'])
    expect(filterTree(tree, 'sha256:abcdef').roots).toEqual([])
  })

  it('returns the tree unchanged for an empty query, and nothing for a query that matches nothing', () => {
    expect(filterTree(tree, '  ').roots).toBe(roots)
    expect(filterTree(tree, 'zzz').roots).toEqual([])
  })
})

describe('sameTreeData', () => {
  it('is true when every part the tree shows is the same object, whatever else changed', () => {
    expect(sameTreeData(snapshot, { ...snapshot })).toBe(true)
    expect(sameTreeData(snapshot, { ...snapshot, balance: 100 } as AccountSnapshot)).toBe(true)
  })

  it('is false when a part it shows was replaced, even by equal data, or one snapshot is missing', () => {
    expect(sameTreeData(snapshot, { ...snapshot, dnsZones: structuredClone(snapshot.dnsZones) })).toBe(false)
    expect(sameTreeData(snapshot, { ...snapshot, storage: undefined })).toBe(false)
    expect(sameTreeData(snapshot, null)).toBe(false)
    expect(sameTreeData(null, null)).toBe(true)
  })
})
