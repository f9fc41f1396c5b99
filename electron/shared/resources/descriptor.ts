import type { AccountSnapshot, SnapshotSection } from '../models/session'
import type { SecretName } from '../models/secrets'
import type { ResourceKind, ResourceRef } from './refs'

/** One item of a kind as the snapshot holds it, with the resource it sits inside (a DNS record's zone). */
export interface ResourceEntry<T> {
  item: T
  parent?: { id: number; name: string }
}

/**
 * Everything the backend and the renderer's shared code know about one kind of resource, defined once in
 * `shared/resources/kinds/<kind>.ts`, where the registry finds it (registry.ts). The tree, the panes, the
 * change marks, settling, the snapshot cache, the palette, the fleet summary and the journal loop over the
 * registry instead of naming kinds. (The renderer adds its own half — rows, columns, panes, words — in
 * `renderer/src/resources/`.)
 */
/** `A`: what a creation of the kind asks for (see `created`); never for a kind that cannot tell its new items. */
export interface ResourceDescriptor<T = unknown, K extends string = string, A = never> {
  /** Its name in refs: the same as its key in the registry (a test checks). */
  kind: K
  /**
   * Where it stands among the kinds, lower first: the tree's categories, the snapshot's sections and every loop
   * over the registry follow it. Said here rather than taken from file names, which sort by accident.
   */
  order: number
  /** The snapshot section its items are read into (a DNS record lives in its zone, in `dnsZones`). */
  section: SnapshotSection
  /** The sections a pane of this kind shows, and re-reads when they are old; `[section]` when not said. */
  paneSections?: readonly SnapshotSection[]
  /**
   * Other sections that list its items too (a server on its networks' lists of linked servers, a network on its
   * servers'): read again with its own when one is made, deleted or linked anew.
   */
  linked?: readonly SnapshotSection[]
  /** The kind whose id makes this one's unique (`ResourceRef.parentId`). */
  parent?: string
  /** The items of a snapshot, or null when the section is missing (the account's API lacks it). */
  entries(snapshot: AccountSnapshot): ResourceEntry<T>[] | null
  id(item: T): number
  /** The name people know it by: what announcements, warnings and the journal call it. */
  name(item: T, parent?: ResourceEntry<T>['parent']): string
  /** The lifecycle state as the service says it, or null when it has none. */
  state(item: T): string | null
  /**
   * The sections to read again while the provider is still changing this item with no task to follow (a server
   * being deleted leaves its networks too); null once it has settled.
   */
  settling?(item: T): readonly SnapshotSection[] | null
  /** The item as a change mark compares it (a zone without its records: each record is a resource of its own). */
  compared?(item: T): object
  /** Its entry in the command palette: the words found and shown, and where it ranks on a tie (lower first). */
  palette?: {
    rank: number
    /** A command about the item the palette offers beside it (run an action on a server, add a record to a zone). */
    command?: 'runAction' | 'addRecord'
    label(item: T, parent?: ResourceEntry<T>['parent']): string
    detail(item: T): string
    /**
     * An OpenSSH public key whose fingerprint the backend's index appends to the detail: the hash needs node's
     * crypto, which shared code cannot use.
     */
    publicKey?(item: T): string
  }
  /**
   * Whether an entry is the item a creation asked for (`asked`: what its form sent). After an answer that left the
   * creation unsure (a timeout, a Cancel), the re-read snapshot is searched with it: the new item's id is unknown.
   */
  created?(entry: ResourceEntry<T>, asked: A): boolean
  /** Servers: whether it is powered on (the filter's `state:stopped` and `state:running`). */
  power?(item: T): boolean | null
  /** When it expires (ISO), for the filter's `expires<30d`; null when it does not. */
  expires?(item: T): string | null
  /** Whether NeedMoney/Blocked on it is trouble the fleet's card shows. */
  troubles?: boolean
  /**
   * A secret its item carries, by name (null when it has none of that name), read from the backend's own item on
   * Show or Copy (secrets:reveal): the window's copy of its section holds only that one exists
   * (core/session/window-state.ts). Kinds without secrets leave it out.
   */
  secret?(item: T, name: SecretName): string | null | undefined
}

/**
 * A descriptor with its item type checked where it is written. Its members are methods, so the registry can hold
 * every kind as `ResourceDescriptor` (items `unknown`) and hand each item back to its own descriptor.
 */
export function defineResource<T, A = never>(
  descriptor: ResourceDescriptor<T, string, A>,
): ResourceDescriptor<T, string, A> {
  return descriptor
}

/** The snapshot sections that hold a plain list of items (all but `storage` and `account`). */
export type ListSection = {
  [S in SnapshotSection]-?: NonNullable<AccountSnapshot[S]> extends readonly unknown[] ? S : never
}[SnapshotSection]
/** The item a list section holds. */
export type ListItem<S extends ListSection> = NonNullable<AccountSnapshot[S]>[number]

/**
 * A kind whose items are the list in its own section, each without a parent and known by its `id`: the section
 * says where its entries are read from (null when the section is missing).
 */
export function listResource<S extends ListSection, A = never>(
  section: S,
  descriptor: Omit<ResourceDescriptor<ListItem<S>, string, A>, 'section' | 'entries' | 'id'>,
): ResourceDescriptor<ListItem<S>, string, A> {
  return {
    ...descriptor,
    section,
    id: (item) => item.id,
    entries: (snapshot) => (snapshot[section] as readonly ListItem<S>[] | undefined)?.map((item) => ({ item })) ?? null,
  }
}

/** The ref a pane opens an entry by. */
export function refOf<T>(descriptor: ResourceDescriptor<T>, entry: ResourceEntry<T>): ResourceRef {
  const id = descriptor.id(entry.item)
  // A descriptor's kind is its key in the registry (registry.ts; a test checks), which ResourceKind is made of.
  const kind = descriptor.kind as ResourceKind
  return entry.parent ? { kind, id, parentId: entry.parent.id } : { kind, id }
}

/** What a state says, compared without case or spaces. */
export const stateIs = (state: string | null | undefined, ...expected: string[]): boolean =>
  expected.includes(state?.trim().toLowerCase() ?? '')

/** Two names people see as the same: case and surrounding spaces aside. */
export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()
