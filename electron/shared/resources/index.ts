import type { AccountSnapshot, SnapshotSection } from '../models/session'
import { refOf, type ResourceDescriptor, type ResourceEntry } from './descriptor'
import type { ResourceKind, ResourceRef } from './refs'
import { REGISTRY, SNAPSHOT_SECTIONS } from './registry'

export * from './refs'
export { RESOURCE_KINDS, SNAPSHOT_SECTIONS } from './registry'
export {
  defineResource,
  listResource,
  refOf,
  sameName,
  stateIs,
  type ListItem,
  type ListSection,
  type ResourceDescriptor,
  type ResourceEntry,
} from './descriptor'

/** A registered descriptor: its `kind` is its key in the registry. */
export type KindDescriptor = ResourceDescriptor<unknown, Exclude<ResourceKind, 'category'>>
const REGISTERED = Object.values(REGISTRY) as readonly KindDescriptor[]

/** Every registered descriptor, with items seen as `unknown` (read them through the descriptor's own functions). */
export const allResources = (): readonly KindDescriptor[] => REGISTERED

const byKind = new Map<ResourceKind, KindDescriptor>(allResources().map((d) => [d.kind, d]))
/** The descriptor of a kind; undefined for `category`, which is a tree row, not a resource. */
export function resourceOf(kind: ResourceKind): KindDescriptor | undefined {
  return byKind.get(kind)
}

/** The kinds whose items live in a section (a DNS zone's records live in `dnsZones` too). */
export const resourcesIn = (section: SnapshotSection): KindDescriptor[] =>
  allResources().filter((d) => d.section === section)

/** One resource of a snapshot, seen through its descriptor: what most consumers loop over. */
export interface ResourceItem {
  descriptor: KindDescriptor
  entry: ResourceEntry<unknown>
  ref: ResourceRef
}

/** Every item of the given kinds in a snapshot (all kinds when none are named), in registry order. */
export function* resourceItems(
  snapshot: AccountSnapshot,
  descriptors: readonly KindDescriptor[] = allResources(),
): Generator<ResourceItem> {
  for (const descriptor of descriptors) {
    for (const entry of descriptor.entries(snapshot) ?? []) yield { descriptor, entry, ref: refOf(descriptor, entry) }
  }
}

/** The item a ref points at in a snapshot, or null (gone, or a category). */
export function findResource(snapshot: AccountSnapshot | null, ref: ResourceRef): ResourceItem | null {
  const descriptor = resourceOf(ref.kind)
  if (!snapshot || !descriptor) return null
  for (const entry of descriptor.entries(snapshot) ?? []) {
    const found = refOf(descriptor, entry)
    if (String(found.id) === String(ref.id) && found.parentId === ref.parentId) return { descriptor, entry, ref: found }
  }
  return null
}

/**
 * The sections to read again while something in the snapshot is still being changed by the provider with no
 * task to follow (servers being deleted, networks being built, records not yet published): [] once all settled.
 */
export function settlingSections(snapshot: AccountSnapshot | null): SnapshotSection[] {
  if (!snapshot) return []
  const sections = new Set<SnapshotSection>()
  // Every landing asks (10,000 records at a time): the items alone, without building each one's ref.
  for (const descriptor of allResources()) {
    if (!descriptor.settling) continue
    for (const entry of descriptor.entries(snapshot) ?? [])
      for (const section of descriptor.settling(entry.item) ?? []) sections.add(section)
  }
  return [...sections]
}

/** The sections a pane of `ref` shows (a category's id is its section). */
export function paneSectionsOf(ref: ResourceRef | null): SnapshotSection[] {
  if (!ref) return []
  if (ref.kind === 'category') {
    const owner = allResources().find((d) => d.section === ref.id)
    if (owner) return [...(owner.paneSections ?? [owner.section])]
    return (SNAPSHOT_SECTIONS as readonly string[]).includes(String(ref.id)) ? [ref.id as SnapshotSection] : []
  }
  const descriptor = resourceOf(ref.kind)
  return descriptor ? [...(descriptor.paneSections ?? [descriptor.section])] : []
}

/**
 * What to read again after a change to `ref` (a task on it ended): the sections its pane shows, and those that
 * list it too when the change made, deleted or relinked it.
 */
export function changedSections(ref: ResourceRef, relinked: boolean): SnapshotSection[] {
  const own = paneSectionsOf(ref)
  return [...new Set([...own, ...(relinked ? (resourceOf(ref.kind)?.linked ?? []) : [])])]
}
