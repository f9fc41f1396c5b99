import type { AccountSnapshot, SnapshotSection } from '@shared/contract'
import { recordOwner, type Server } from '@shared/models'
import type { ResourceKind, ResourceRef } from '@shared/resources'
import { sameData } from '@shared/session-change'

export type ChangeKind = 'added' | 'removed' | 'changed'

/** One resource that differs between two reads of the same account. */
export interface ResourceChange {
  ref: ResourceRef
  name: string
  change: ChangeKind
  /** For a changed resource, its top-level fields that differ. */
  fields: string[]
  /** The resource as read now (as read before, when removed). */
  item: unknown
}

interface Entry {
  ref: ResourceRef
  name: string
  item: Record<string, unknown>
}

const entry = (kind: ResourceKind, id: number | string, name: string, item: object, parentId?: number): Entry => ({
  ref: parentId === undefined ? { kind, id } : { kind, id, parentId },
  name,
  item: item as Record<string, unknown>,
})

/** The resources of one section, each with the ref its pane opens by and the name people know it by. */
function entriesOf(snapshot: AccountSnapshot, section: SnapshotSection): Entry[] | null {
  switch (section) {
    case 'servers':
      return snapshot.servers?.map((s) => entry('server', s.id, s.name, s)) ?? null
    case 'privateNetworks':
      return (
        snapshot.privateNetworks?.map((n) => entry('privateNetwork', n.id, n.name ?? n.cidr ?? `#${n.id}`, n)) ?? null
      )
    case 'publicNetworks':
      return (
        snapshot.publicNetworks?.map((n) => entry('publicNetwork', n.id, n.name ?? n.cidr ?? `#${n.id}`, n)) ?? null
      )
    case 'dnsZones':
      if (!snapshot.dnsZones) return null
      // A zone is compared without its records; each record is a resource of its own.
      return snapshot.dnsZones.flatMap((z) => [
        entry('dnsZone', z.id, z.name, { ...z, records: undefined }),
        ...z.records.map((r) => entry('dnsRecord', r.id, `${recordOwner(r)} ${r.type}`, r, z.id)),
      ])
    case 'sslCertificates':
      return snapshot.sslCertificates?.map((c) => entry('sslCertificate', c.id, c.domain, c)) ?? null
    case 'storage':
      return snapshot.storage === undefined
        ? null
        : snapshot.storage
          ? [entry('storage', snapshot.storage.id, snapshot.storage.name, snapshot.storage)]
          : []
    case 'storageUsers':
      return snapshot.storageUsers?.map((u) => entry('storageUser', u.id, u.name, u)) ?? null
    case 'sshKeys':
      return snapshot.sshKeys?.map((k) => entry('sshKey', k.id, k.title, k)) ?? null
    default:
      return null
  }
}

const keyOf = (ref: ResourceRef) => `${ref.kind}:${ref.parentId ?? ''}:${ref.id}`
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  // Most resources did not change: one walk answers that, and only the changed ones are taken apart.
  if (before === after || sameData(before, after)) return []
  const fields = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...fields].filter((field) => !sameData(before[field], after[field]))
}

/**
 * What differs between two reads, in the named sections only (the ones read again): resources added, removed
 * or changed, in the order of the new read (removed ones last). A section missing from either read is skipped,
 * and so is one that is the same object in both (the backend keeps a part whose data did not change): a refresh
 * that brought nothing new costs nothing here, however many records the account has.
 */
export function snapshotChanges(
  before: AccountSnapshot,
  after: AccountSnapshot,
  sections: readonly SnapshotSection[],
): ResourceChange[] {
  const changes: ResourceChange[] = []
  for (const section of sections) {
    if (before[section as keyof AccountSnapshot] === after[section as keyof AccountSnapshot]) continue
    const old = entriesOf(before, section)
    const now = entriesOf(after, section)
    if (!old || !now) continue
    const oldByKey = new Map(old.map((e) => [keyOf(e.ref), e]))
    const nowKeys = new Set(now.map((e) => keyOf(e.ref)))
    for (const e of now) {
      const was = oldByKey.get(keyOf(e.ref))
      if (!was) changes.push({ ref: e.ref, name: e.name, change: 'added', fields: [], item: e.item })
      else {
        const fields = changedFields(was.item, e.item)
        if (fields.length) changes.push({ ref: e.ref, name: e.name, change: 'changed', fields, item: e.item })
      }
    }
    for (const e of old)
      if (!nowKeys.has(keyOf(e.ref)))
        changes.push({ ref: e.ref, name: e.name, change: 'removed', fields: [], item: e.item })
  }
  return changes
}

/** The words an announcement needs, in the user's language. */
export interface ChangeWords {
  power(name: string, on: boolean): string
  one(kind: ResourceKind, name: string, change: ChangeKind): string
  many(kind: ResourceKind, n: number, change: ChangeKind): string
}

/**
 * One polite sentence for screen readers: a server whose power changed by name ("web-01: power Off"), a
 * single change by kind and name, several of a kind counted ("3 DNS records changed").
 */
export function describeChanges(changes: readonly ResourceChange[], words: ChangeWords): string {
  const parts: string[] = []
  const groups = new Map<string, ResourceChange[]>()
  for (const c of changes) {
    if (c.ref.kind === 'server' && c.change === 'changed' && c.fields.includes('isPowerOn')) {
      parts.push(words.power(c.name, (c.item as Server).isPowerOn))
      continue
    }
    const key = `${c.ref.kind}/${c.change}`
    groups.set(key, [...(groups.get(key) ?? []), c])
  }
  for (const group of groups.values()) {
    const first = group[0]!
    parts.push(
      group.length === 1
        ? words.one(first.ref.kind, first.name, first.change)
        : words.many(first.ref.kind, group.length, first.change),
    )
  }
  return parts.join('; ')
}
