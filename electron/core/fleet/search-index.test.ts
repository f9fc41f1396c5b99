import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { createSearchIndex, sshFingerprint } from './search-index'

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
})
