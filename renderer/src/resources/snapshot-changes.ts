import type { AccountSnapshot, SnapshotSection } from '@shared/contract'
import type { Server } from '@shared/models/servers'
import { refKey, refOf, resourcesIn, type ResourceKind, type ResourceRef } from '@shared/resources'
import { viewOf } from './index'
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
  /** The resource as a change mark compares it (a zone without its records). */
  item: object
}

/**
 * The resources of one section, each with the ref its pane opens by and the name people know it by (its kind's
 * descriptor says both), or null when the section is missing. Kinds whose view says their changes are not marked
 * (images: the provider's catalogue) are left out.
 */
function entriesOf(snapshot: AccountSnapshot, section: SnapshotSection): Entry[] | null {
  const kinds = resourcesIn(section).filter((d) => viewOf(d.kind)?.marksChanges !== false)
  if (!kinds.length) return null
  const entries: Entry[] = []
  for (const descriptor of kinds) {
    const found = descriptor.entries(snapshot)
    if (!found) return null
    for (const e of found) {
      const item = descriptor.compared?.(e.item) ?? e.item
      if (typeof item === 'object' && item !== null)
        entries.push({ ref: refOf(descriptor, e), name: descriptor.name(e.item, e.parent), item })
    }
  }
  return entries
}

function changedFields(before: object, after: object): string[] {
  // Most resources did not change: one walk answers that, and only the changed ones are taken apart.
  if (before === after || sameData(before, after)) return []
  const fields = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...fields].filter((field) => !sameData(Reflect.get(before, field), Reflect.get(after, field)))
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
    const oldByKey = new Map(old.map((e) => [refKey(e.ref), e]))
    const nowKeys = new Set(now.map((e) => refKey(e.ref)))
    for (const e of now) {
      const was = oldByKey.get(refKey(e.ref))
      if (!was) changes.push({ ref: e.ref, name: e.name, change: 'added', fields: [], item: e.item })
      else {
        const fields = changedFields(was.item, e.item)
        if (fields.length) changes.push({ ref: e.ref, name: e.name, change: 'changed', fields, item: e.item })
      }
    }
    for (const e of old)
      if (!nowKeys.has(refKey(e.ref)))
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
