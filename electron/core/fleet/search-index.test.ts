import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { PALETTE_COMMANDS, PALETTE_KINDS } from '../../shared/channels/fleet'
import { allResources, resourceOf } from '../../shared/resources'
import { everyKindIn, oneOfEach } from '../../shared/resources/test-kit'
import { syntheticSnapshot } from './synthetic-fleet'
import { partSteps, sizeOf } from './search-part'
import { createSearchIndex } from './search-index'
import { itemsOf, sshFingerprint } from './search-items'

const snapshot = (suffix: string): AccountSnapshot =>
  ({
    servers: [
      { id: 1, name: `web-${suffix}`, ip: `10.0.0.${suffix.length}`, linkedNetworks: [{ ip: '192.168.7.20' }] },
    ],
    dnsZones: [
      {
        id: 5,
        name: `${suffix}.example`,
        records: [
          {
            id: 9,
            type: 'TXT',
            owner: '@',
            address: null,
            target: null,
            text: `v=spf1 include:${suffix}-mail.example ~all`,
          },
          { id: 10, type: 'A', owner: 'www', address: '203.0.113.9', target: null, text: null },
        ],
      },
    ],
    sshKeys: [
      {
        id: 3,
        title: `laptop-${suffix}`,
        publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHn2e5Y0y3QqGg2Yf4A1Bq9jz3nq0q6B6v2m6F7x6u0A me',
      },
    ],
  }) as unknown as AccountSnapshot

describe('the palette index', () => {
  it('finds a record value in any account, saying which, and opens the record in its zone', () => {
    const index = createSearchIndex()
    index.setAccount('a', 'Alpha', snapshot('alpha'))
    index.setAccount('b', 'Beta', snapshot('beta'))
    const hits = index.search('beta-mail', 5)
    expect(hits[0]).toMatchObject({
      kind: 'dnsRecord',
      accountId: 'b',
      accountLabel: 'Beta',
      label: 'beta.example',
      resource: { kind: 'dnsRecord', id: 9, parentId: 5 },
    })
    expect(hits.every((h) => h.accountId === 'b')).toBe(true)
  })

  it('finds servers by linked IP, keys by fingerprint, and offers commands on accounts, servers and zones', () => {
    const index = createSearchIndex()
    index.setAccount('a', 'Alpha', snapshot('alpha'))
    expect(index.search('192.168.7.20', 5).map((h) => h.kind)).toContain('server')
    const fingerprint = sshFingerprint(snapshot('x').sshKeys![0]!.publicKey)!
    expect(fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/)
    expect(index.search(fingerprint.slice(7, 20), 5)[0]).toMatchObject({ kind: 'sshKey', label: 'laptop-alpha' })
    expect(index.search(fingerprint, 5)[0]).toMatchObject({ kind: 'sshKey', label: 'laptop-alpha' })
  })

  it('does not list a key whose fingerprint merely holds the query somewhere (issue 53 item 13)', () => {
    const index = createSearchIndex()
    index.setAccount('a', 'Alpha', snapshot('alpha'))
    const fingerprint = sshFingerprint(snapshot('x').sshKeys![0]!.publicKey)!
    // Four letters from inside the base64: chance, not a key the user means.
    for (const at of [12, 20, 30])
      expect(index.search(fingerprint.slice(at, at + 4), 10).filter((h) => h.kind === 'sshKey')).toEqual([])
    expect(index.search('laptop', 5)[0]).toMatchObject({ kind: 'sshKey', label: 'laptop-alpha', detail: fingerprint })
    expect(
      index
        .search('web-alpha', 10)
        .map((h) => h.kind)
        .sort(),
    ).toEqual(['runAction', 'server'])
    expect(index.search('alpha', 50).map((h) => h.kind)).toEqual(
      expect.arrayContaining(['switchAccount', 'refreshAccount', 'addRecord']),
    )
  })

  it('forgets an account’s items when its snapshot changes or it is removed', () => {
    const index = createSearchIndex()
    index.setAccount('a', 'Alpha', snapshot('alpha'))
    index.setAccount('a', 'Alpha', snapshot('gamma'))
    expect(index.search('web-alpha', 5)).toEqual([])
    index.removeAccount('a')
    expect(index.search('gamma', 5)).toEqual([])
    expect(index.search('   ', 5)).toEqual([])
  })
})

describe('building the index', () => {
  it('reads an account’s snapshot on the next search, not when its cache is written', () => {
    let reads = 0
    const watched = (suffix: string) => {
      const base = snapshot(suffix)
      return new Proxy(base, {
        get: (target, key, receiver) => (reads++, Reflect.get(target, key, receiver) as unknown),
      })
    }
    const index = createSearchIndex()
    index.setAccount('a', 'Alpha', watched('one'))
    index.setAccount('a', 'Alpha', watched('two'))
    index.setAccount('b', 'Beta', watched('three'))
    expect(reads).toBe(0)
    expect(index.search('web-two', 10).map((h) => h.label)).toContain('web-two')
    expect(reads).toBeGreaterThan(0)
    // The replaced snapshot was never read; a second search reads nothing again.
    const after = reads
    expect(index.search('web-three', 10).map((h) => h.accountLabel)).toContain('Beta')
    expect(reads).toBe(after)
    expect(index.search('web-one', 10)).toEqual([])
  })

  it('makes only the changed account’s part again: the others keep theirs', () => {
    const reads = new Map<string, number>()
    const watched = (suffix: string) =>
      new Proxy(snapshot(suffix), {
        get: (target, key, receiver) => {
          reads.set(suffix, (reads.get(suffix) ?? 0) + 1)
          return Reflect.get(target, key, receiver) as unknown
        },
      })
    const index = createSearchIndex()
    index.setAccount('a', 'Alpha', watched('one'))
    index.setAccount('b', 'Beta', watched('two'))
    expect(index.search('web', 10)).toHaveLength(4)
    reads.clear()
    index.setAccount('b', 'Beta', watched('three'))
    expect(index.search('web-t', 10).map((h) => h.label)).toEqual(['web-three', 'web-three'])
    expect([...reads.keys()]).toEqual(['three'])
  })
})

describe('making an account’s part', () => {
  it('goes in steps of a few thousand items, so a large account does not hold the event loop at once', () => {
    const steps = partSteps('a', 'Alpha', syntheticSnapshot(0, 1))
    let [yields, step] = [0, steps.next()]
    for (; !step.done; step = steps.next()) yields++
    expect(yields).toBeGreaterThanOrEqual(3)
    expect(sizeOf(step.value)).toBe(itemsOf('a', 'Alpha', syntheticSnapshot(0, 1)).length)
  })
})

describe('searching in turns', () => {
  const index = createSearchIndex({ sliceMs: 0 })
  for (let a = 0; a < 3; a++) index.setAccount(`account-${a}`, `Client ${a}`, syntheticSnapshot(a, 0.3))

  it('lets the event loop in between its slices, and answers what a search at once does', async () => {
    // An index of its own, cold: its parts are made in the search's turns whatever the other tests searched before.
    const index = createSearchIndex({ sliceMs: 0 })
    for (let a = 0; a < 3; a++) index.setAccount(`account-${a}`, `Client ${a}`, syntheticSnapshot(a, 0.3))
    let [turns, done] = [0, false]
    const tick = () => {
      turns++
      if (!done) setImmediate(tick)
    }
    setImmediate(tick)
    const hits = await index.searchInTurns('web-1', 30)
    done = true
    expect(turns).toBeGreaterThan(1)
    expect(hits).toEqual(index.search('web-1', 30))
  })

  it('stops a search a newer one overtook: it answers null, the newer one its hits', async () => {
    const older = index.searchInTurns('e', 30)
    const newer = index.searchInTurns('zone1', 30)
    expect(await older).toBeNull()
    expect(await newer).toEqual(index.search('zone1', 30))
  })
})

describe('the palette index over the resource registry', () => {
  const snapshot = oneOfEach()
  const items = itemsOf('a', 'Alpha', snapshot)

  it('lists every item of each kind whose descriptor has a palette entry, and the command offered beside it', () => {
    everyKindIn(snapshot)
    for (const descriptor of allResources().filter((d) => d.palette)) {
      const own = items.filter((i) => i.kind === descriptor.kind)
      expect(own.length, descriptor.kind).toBe(descriptor.entries(snapshot)!.length)
      expect(own.every((i) => i.resource?.kind === descriptor.kind && i.label !== '')).toBe(true)
      const command = descriptor.palette!.command
      if (command)
        expect(items.filter((i) => i.kind === command).map((i) => i.resource)).toEqual(own.map((i) => i.resource))
    }
    // Kinds without a palette entry stay out of it (images, the storage itself).
    expect(items.every((i) => i.resource === null || resourceOf(i.resource.kind)?.palette)).toBe(true)
    expect([...new Set(items.map((i) => i.kind))].every((k) => PALETTE_KINDS.includes(k))).toBe(true)
    expect(PALETTE_KINDS).toEqual(expect.arrayContaining([...PALETTE_COMMANDS]))
  })

  it('keeps its order: account commands, then each item with its command and the items inside it', () => {
    expect(items.map((i) => `${i.kind}:${i.resource?.id ?? ''}`)).toEqual([
      'switchAccount:',
      'refreshAccount:',
      'server:1',
      'runAction:1',
      'privateNetwork:2',
      'publicNetwork:3',
      'dnsZone:4',
      'addRecord:4',
      'dnsRecord:11',
      'sslCertificate:5',
      'storageUser:7',
      'sshKey:8',
    ])
    expect(items.find((i) => i.kind === 'dnsRecord')).toMatchObject({
      label: 'www.example.com',
      detail: 'A 192.0.2.1',
      resource: { kind: 'dnsRecord', id: 11, parentId: 4 },
    })
    // A key's fingerprint is shown (itemAt), not searched as text.
    expect(items.find((i) => i.kind === 'sshKey')?.detail).not.toContain('SHA256:')
  })

  it('searches a record by the value it holds, without the MX or SRV numbers', () => {
    const mx = { id: 12, type: 'MX', owner: '@', address: null, target: 'mail.example.com', text: null, priority: 10 }
    const withMx = { ...snapshot, dnsZones: [{ ...snapshot.dnsZones![0]!, records: [mx] }] } as AccountSnapshot
    expect(itemsOf('a', 'Alpha', withMx).find((i) => i.kind === 'dnsRecord')?.detail).toBe('MX mail.example.com')
  })

  it('prefers resources to commands on a one-letter query over many candidates, by the palette rank', () => {
    const index = createSearchIndex()
    const zone = snapshot.dnsZones![0]!
    const many = {
      ...snapshot,
      dnsZones: Array.from({ length: 700 }, (_, i) => ({ ...zone, id: i, name: `zone${i}.example` })),
    } as AccountSnapshot
    index.setAccount('a', 'Alpha', many)
    const kinds = index.search('e', 3_000).map((h) => h.kind)
    expect(kinds.length).toBeGreaterThan(1_000)
    expect(kinds.lastIndexOf('server')).toBeLessThan(kinds.indexOf('dnsZone'))
    expect(kinds.lastIndexOf('dnsZone')).toBeLessThan(kinds.indexOf('dnsRecord'))
    expect(kinds.lastIndexOf('dnsRecord')).toBeLessThan(kinds.indexOf('addRecord'))
    expect(kinds.lastIndexOf('addRecord')).toBeLessThan(kinds.indexOf('runAction'))
  })
})

describe('the palette index in Russian and Latin', () => {
  const named = (servers: Array<{ id: number; name: string }>, records: Array<{ id: number; address: string }> = []) =>
    ({
      servers: servers.map((s) => ({ ...s, ip: '10.0.0.1', linkedNetworks: [] })),
      dnsZones: [
        {
          id: 5,
          name: 'example.com',
          records: records.map((r) => ({ ...r, type: 'AAAA', owner: `h${r.id}`, target: null, text: null })),
        },
      ],
    }) as unknown as AccountSnapshot

  it('finds a Cyrillic name by a Cyrillic word and by its transliteration', () => {
    const index = createSearchIndex()
    index.setAccount('a', 'Alpha', named([{ id: 1, name: 'бэкенд-прод' }]))
    expect(index.search('прод', 5)[0]).toMatchObject({ kind: 'server', label: 'бэкенд-прод' })
    expect(index.search('prod', 5)[0]).toMatchObject({ kind: 'server', label: 'бэкенд-прод' })
    expect(index.search('прод', 5)[0]!.ranges).toEqual([7, 11])
  })

  it('does not offer IPv6 records for scattered letters when a name matches whole', () => {
    const index = createSearchIndex()
    const records = Array.from({ length: 30 }, (_, i) => ({
      id: 100 + i,
      address: `2001:0db8:0000:0000:0000:0000:0000:${String(i + 1).padStart(4, '0')}`,
    }))
    index.setAccount('a', 'Alpha', named([{ id: 1, name: 'db-01' }], records))
    const hits = index.search('db-01', 30)
    expect(hits.map((h) => h.kind).sort()).toEqual(['runAction', 'server'])
  })
})
