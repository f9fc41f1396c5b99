import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { oneOfEach } from '../../shared/resources/test-kit'
import { createSearchIndex } from './search-index'
import type { TagSource } from './search-filter'

const NOW = Date.UTC(2026, 10, 22)

/** Tags by account and `refKey`; `version` moves on when the test changes them. */
function tagSource(initial: Record<string, Record<string, string[]>>) {
  let [tags, version] = [initial, 1]
  const source: TagSource = {
    load: () => Promise.resolve(),
    version: () => version,
    ofAccount: (id) => new Map(Object.entries(tags[id] ?? {}).map(([key, list]) => [key, { tags: list }])),
  }
  return {
    source,
    set(next: Record<string, Record<string, string[]>>) {
      ;[tags, version] = [next, version + 1]
    },
  }
}

/** Account A: one of each kind, the server stopped; account B: the same, its certificate expiring in 12 days. */
function accounts(): Array<[string, string, AccountSnapshot]> {
  const a = oneOfEach()
  const b = oneOfEach()
  Object.assign(a.servers?.[0] ?? {}, { isPowerOn: false })
  Object.assign(b.servers?.[0] ?? {}, { isPowerOn: true })
  Object.assign(b.sslCertificates?.[0] ?? {}, { expireDate: new Date(NOW + 12.5 * 86_400_000).toISOString() })
  return [
    ['a', 'Acme', a],
    ['b', 'Globex', b],
  ]
}

function indexWith(tags: TagSource) {
  const index = createSearchIndex({ sliceMs: 0, tags, now: () => NOW })
  for (const [id, label, snapshot] of accounts()) index.setAccount(id, label, snapshot)
  return index
}
const found = (index: ReturnType<typeof indexWith>, query: string) =>
  index.search(query, 30).map((h) => `${h.accountId}:${h.kind}:${h.label}`)

describe('the palette’s filter terms', () => {
  const tags = tagSource({ a: { 'server::1': ['env=prod', 'client'] }, b: { 'dnsZone::4': ['env=prod'] } })
  const index = indexWith(tags.source)

  it('finds tagged resources across accounts by tag:key=value and tag:key, not the commands about them', () => {
    expect(found(index, 'tag:env=prod')).toEqual(['a:server:web', 'b:dnsZone:example.com'])
    expect(found(index, 'tag:client')).toEqual(['a:server:web'])
    expect(found(index, 'tag:ENV=prod kind:zone')).toEqual(['b:dnsZone:example.com'])
    expect(found(index, 'tag:env=staging')).toEqual([])
  })

  it('matches free words among what the terms let through', () => {
    expect(found(index, 'tag:env=prod web')).toEqual(['a:server:web'])
    expect(found(index, 'tag:env=prod exam')).toEqual(['b:dnsZone:example.com'])
  })

  it('reads -tag:, kind:, state:, account: and expires<', () => {
    expect(found(index, 'kind:server -tag:env')).toEqual(['b:server:web'])
    expect(found(index, 'kind:server state:stopped')).toEqual(['a:server:web'])
    expect(found(index, 'account:globex kind:key')).toEqual([
      'b:sshKey:' + (index.search('kind:key', 1)[0]?.label ?? ''),
    ])
    expect(found(index, 'expires<30d')).toEqual(['b:sslCertificate:example.com'])
    expect(found(index, 'expires>30d')).toEqual([])
  })

  it('follows the tags as they change', () => {
    const changing = tagSource({ a: { 'server::1': ['old'] } })
    const fresh = indexWith(changing.source)
    expect(found(fresh, 'tag:old')).toEqual(['a:server:web'])
    changing.set({ b: { 'sslCertificate::5': ['new'] } })
    expect(found(fresh, 'tag:old')).toEqual([])
    expect(found(fresh, 'tag:new')).toEqual(['b:sslCertificate:example.com'])
  })

  it('searches a query the language cannot read as plain text, as before', () => {
    expect(index.search('colour:red', 30)).toEqual([])
    expect(found(index, 'exam').length).toBeGreaterThan(0)
  })
})
