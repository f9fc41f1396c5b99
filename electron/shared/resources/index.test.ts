import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../models/session'
import { allResources, findResource, RESOURCE_KINDS, resourceItems, resourceOf, settlingSections } from '.'

const record = (id: number, owner: string, state = 'Active') => ({
  id,
  type: 'A',
  owner,
  address: '192.0.2.1',
  target: null,
  text: null,
  ttl: 3600,
  priority: null,
  weight: null,
  port: null,
  service: null,
  proto: null,
  state,
})
const snapshot = {
  dnsZones: [
    { id: 1, name: 'example.com', state: 'Active', records: [record(10, 'www'), record(11, '@', 'New')] },
    { id: 2, name: 'example.org', state: 'Active', records: [record(10, 'mail')] },
  ],
  sshKeys: [{ id: 5, title: 'laptop', publicKey: 'ssh-ed25519 AAAA', isActive: true }],
} as unknown as AccountSnapshot

describe('the resource registry', () => {
  it('holds exactly one descriptor per resource kind (a category is a tree row, not a resource)', () => {
    const kinds = allResources().map((d) => d.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
    expect([...kinds].sort()).toEqual(RESOURCE_KINDS.filter((k) => k !== 'category').sort())
    for (const kind of kinds) expect(resourceOf(kind)?.kind).toBe(kind)
    expect(resourceOf('category')).toBeUndefined()
  })

  it('finds an item by its ref, a record inside its own zone (record ids repeat across zones)', () => {
    const found = findResource(snapshot, { kind: 'dnsRecord', id: 10, parentId: 2 })
    expect(found?.descriptor.name(found.entry.item)).toBe('mail A')
    expect(found?.descriptor.palette?.label(found.entry.item, found.entry.parent)).toBe('mail.example.org')
    expect(findResource(snapshot, { kind: 'dnsRecord', id: 10, parentId: 3 })).toBeNull()
    expect(findResource(snapshot, { kind: 'sshKey', id: '5' })?.ref).toEqual({ kind: 'sshKey', id: 5 })
  })

  it('lists the items of a section that exists and none of one that is missing', () => {
    const refs = [...resourceItems(snapshot)].map((i) => i.ref)
    expect(refs).toContainEqual({ kind: 'dnsRecord', id: 11, parentId: 1 })
    expect(refs.filter((r) => r.kind === 'server')).toEqual([])
    expect(resourceOf('server')?.entries(snapshot)).toBeNull()
  })

  it('says a snapshot settles once nothing in it is still being changed without a task', () => {
    expect(settlingSections(snapshot)).toEqual(['dnsZones'])
    const published = {
      ...snapshot,
      dnsZones: [{ ...snapshot.dnsZones![0]!, records: [record(11, '@')] }],
    } as unknown as AccountSnapshot
    expect(settlingSections(published)).toEqual([])
  })
})
