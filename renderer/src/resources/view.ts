import type { AccountSnapshot } from '@shared/contract'
import { refOf, type ResourceDescriptor, type ResourceKind } from '@shared/resources'
import { branchOf, holdsKinds, type Branch, type Draft, type TreeWords } from '../tree/rows'

/** The tree's category of a kind's snapshot section: the row under which its items are listed. */
export interface CategoryView {
  /** Its rows before they are built, or none when the account's API lacks the section (no category at all). */
  branch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined
  /** The number the row shows, when it is not the number of its rows (object storage counts its users). */
  count?(snapshot: AccountSnapshot): number
  /** Whether the section is there but the service is not activated (the row says so instead of a count). */
  notActivated?(snapshot: AccountSnapshot): boolean
}

/**
 * The renderer's half of a resource kind, beside its shared descriptor (`@shared/resources`): what the tree shows
 * of it. One file per kind in `renderer/src/resources/kinds/`, where `index.ts` finds it; its panes are its area's
 * (`components/<domain>/panes.ts`, found by `components/panes/registry.ts`).
 */
export interface ResourceView<T = unknown> {
  resource: ResourceDescriptor<T>
  /** Its nouns, as message keys in its area's messages (`i18n/domains/<domain>.ts`, `kinds.<kind>`). */
  words: KindWords
  /** Kinds listed inside another kind's rows (a zone's records, the storage's users) have no category. */
  category?: CategoryView
  /** False when a re-read neither marks nor announces this kind's changes (images: the provider's catalogue). */
  marksChanges?: false
}

/** A kind's nouns, as message keys. */
export interface KindWords {
  /** "SSL certificate": what the journal calls one. */
  one: string
  /** "SSL certificate | SSL certificates": counted, as a change announcement says it. */
  counted: string
  /** "SSL certificates": its snapshot section, its tree category and list pane (none for a kind sharing one). */
  section?: string
  /** What the command palette calls one ("Certificate"): `one` when the kind has no word of its own there. */
  palette: string
}

/**
 * The keys of a kind's nouns under `prefix` (`ssl.kinds.sslCertificate`): `one` and `counted` always, `section` and
 * `palette` when the messages hold them.
 */
export function wordsAt(prefix: string, has: { section?: boolean; palette?: boolean } = {}): KindWords {
  return {
    one: `${prefix}.one`,
    counted: `${prefix}.counted`,
    section: has.section === false ? undefined : `${prefix}.section`,
    palette: has.palette ? `${prefix}.palette` : `${prefix}.one`,
  }
}

/**
 * The category of a kind listed as its items, one row each: the row opens the item (its ref); `row` says the rest
 * of an item's row, `holds` what the branch may hold (that kind when not said). No category when the account's API
 * lacks the section.
 */
export function listCategory<T>(
  resource: ResourceDescriptor<T>,
  row: (item: T, words: TreeWords, snapshot: AccountSnapshot) => Omit<Draft, 'ref'>,
  holds: Branch['holds'] = holdsKinds(resource.kind as ResourceKind),
): CategoryView {
  return {
    branch: (snapshot, words) =>
      branchOf(
        resource.entries(snapshot),
        (entry) => ({ ...row(entry.item, words, snapshot), ref: refOf(resource, entry) }),
        holds,
      ),
  }
}

/** A view with its item type checked against its descriptor where it is written. */
export function defineView<T>(view: ResourceView<T>): ResourceView<T> {
  return view
}
