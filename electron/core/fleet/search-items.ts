import { createHash } from 'node:crypto'
import type { AccountSnapshot } from '../../shared/contract'
import { STEP_MASK } from './steps'
import { PALETTE_COMMANDS, type PaletteKind } from '../../shared/channels/fleet'
import {
  allResources,
  refOf,
  type KindDescriptor,
  type ResourceEntry,
  type ResourceKind,
  type ResourceRef,
} from '../../shared/resources'

/** One searchable thing: what the palette shows of it (label, detail) and what choosing it opens. */
export interface IndexItem {
  kind: PaletteKind
  accountId: string
  label: string
  detail: string
  resource: ResourceRef | null
}

/** Made once: a regex literal is a new object each time it is evaluated, and this runs for every key indexed. */
const [SPACES, BASE64, PADDING] = [/\s+/, /^[A-Za-z0-9+/]+=*$/, /=+$/]

/** SHA256 fingerprint of an OpenSSH public key, as `ssh-keygen -l` prints it; null when it is not one. */
export function sshFingerprint(publicKey: string): string | null {
  const blob = publicKey.trim().split(SPACES)[1]
  if (!blob || !BASE64.test(blob)) return null
  return `SHA256:${createHash('sha256').update(Buffer.from(blob, 'base64')).digest('base64').replace(PADDING, '')}`
}

/** The kinds the palette indexes; a kind whose parent is indexed too is listed inside it (records in their zone). */
const indexed = allResources().filter((d) => d.palette)
const topLevel = indexed.filter((d) => !indexed.some((p) => p.kind === d.parent))
const childrenOf = new Map(indexed.map((d) => [d.kind, indexed.filter((child) => child.parent === d.kind)]))
const nested = indexed.filter((d) => !topLevel.includes(d))

/** Each child kind's entries in a snapshot, by the id of the item they sit in. */
function childEntries(snapshot: AccountSnapshot): Map<ResourceKind, Map<number, ResourceEntry<unknown>[]>> {
  const byKind = new Map<ResourceKind, Map<number, ResourceEntry<unknown>[]>>()
  for (const descriptor of nested) {
    const byParent = new Map<number, ResourceEntry<unknown>[]>()
    for (const entry of descriptor.entries(snapshot) ?? []) {
      if (!entry.parent) continue
      const siblings = byParent.get(entry.parent.id)
      if (siblings) siblings.push(entry)
      else byParent.set(entry.parent.id, [entry])
    }
    byKind.set(descriptor.kind, byParent)
  }
  return byKind
}

/** What the palette matches of a resource: its label and its detail, names the user knows (no key material). */
function searchedWords(descriptor: KindDescriptor, entry: ResourceEntry<unknown>): { label: string; detail: string } {
  const palette = descriptor.palette
  if (!palette) throw new Error(`${descriptor.kind} has no palette entry: the palette does not index it`)
  return { label: palette.label(entry.item, entry.parent), detail: palette.detail(entry.item) }
}

/** The SHA256 fingerprint of a resource that holds a public key (an SSH key), else null. */
export function fingerprintOf(descriptor: KindDescriptor, entry: ResourceEntry<unknown>): string | null {
  const publicKey = descriptor.palette?.publicKey
  return publicKey ? sshFingerprint(publicKey(entry.item)) : null
}

/** What the palette shows of a resource: its label, and its detail (a key's with its fingerprint). */
export function paletteWords(
  descriptor: KindDescriptor,
  entry: ResourceEntry<unknown>,
): { label: string; detail: string } {
  const { label, detail: shown } = searchedWords(descriptor, entry)
  const fingerprint = fingerprintOf(descriptor, entry)
  const detail = fingerprint ? (shown ? `${shown} ${fingerprint}` : fingerprint) : shown
  return { label, detail }
}

/**
 * Hears each item of an account's snapshot, in order: the account's commands, then each resource, the command
 * about it and the resources inside it. `descriptor` and `entry` say which resource (null: the account).
 */
export type ItemVisitor = (
  kind: PaletteKind,
  words: { label: string; detail: string },
  descriptor: KindDescriptor | null,
  entry: ResourceEntry<unknown> | null,
) => void

/** An item, the command about it, then the items inside it; answers how many resources that was. */
function tell(
  visit: ItemVisitor,
  children: ReturnType<typeof childEntries>,
  descriptor: KindDescriptor,
  entry: ResourceEntry<unknown>,
): number {
  const command = descriptor.palette?.command
  // A key's fingerprint is not searched as text: a few letters would find it inside any key's base64.
  const words = searchedWords(descriptor, entry)
  visit(descriptor.kind, words, descriptor, entry)
  if (command) visit(command, { label: words.label, detail: '' }, descriptor, entry)
  let told = 1
  for (const child of childrenOf.get(descriptor.kind) ?? [])
    for (const inner of children.get(child.kind)?.get(descriptor.id(entry.item)) ?? [])
      told += tell(visit, children, child, inner)
  return told
}

/**
 * What one account's snapshot offers the palette, told item by item (the index keeps no object per item), a few
 * thousand at each call of the answered function (a resource with the items inside it is told whole), which
 * answers whether any are left. Plain functions: a generator walking them all was a third slower.
 */
export function visitItems(accountLabel: string, snapshot: AccountSnapshot | null, visit: ItemVisitor): () => boolean {
  let children: ReturnType<typeof childEntries> | null = null
  let [kind, at] = [0, 0]
  let entries: ResourceEntry<unknown>[] | null = null
  return () => {
    if (!children) {
      const account = { label: accountLabel, detail: '' }
      visit('switchAccount', account, null, null)
      visit('refreshAccount', account, null, null)
      if (!snapshot) return false
      children = childEntries(snapshot)
      return true
    }
    for (let told = 0; told <= STEP_MASK;) {
      const descriptor = topLevel[kind]
      if (!descriptor || !snapshot) return false
      entries ??= descriptor.entries(snapshot) ?? []
      const entry = entries[at++]
      if (entry) told += tell(visit, children, descriptor, entry)
      else [kind, at, entries] = [kind + 1, 0, null]
    }
    return true
  }
}

/**
 * What one account's snapshot offers the palette: its resources and the commands about it and them, with the words
 * searched (`searched`) or shown (`shown`: a key's detail with its fingerprint).
 */
export function itemsOf(
  accountId: string,
  accountLabel: string,
  snapshot: AccountSnapshot | null,
  as: 'searched' | 'shown' = 'searched',
): IndexItem[] {
  const items: IndexItem[] = []
  const visit: ItemVisitor = (kind, words, descriptor, entry) => {
    const { label, detail } =
      as === 'shown' && descriptor && entry && kind === descriptor.kind ? paletteWords(descriptor, entry) : words
    items.push({ kind, accountId, label, detail, resource: descriptor && entry ? refOf(descriptor, entry) : null })
  }
  const more = visitItems(accountLabel, snapshot, visit)
  while (more());
  return items
}

/** The kinds the index opens, numbered for its columns (0: none, the account). */
export const openerNumber = (descriptor: KindDescriptor | null): number =>
  descriptor ? indexed.indexOf(descriptor) + 1 : 0
export const openerAt = (number: number): KindDescriptor | null => indexed[number - 1] ?? null

/** Kinds a short query prefers when scores tie: resources by their palette rank, then the commands. */
const lastRank = Math.max(...indexed.map((d) => d.palette?.rank ?? 0))
const kindOrder = new Map<PaletteKind, number>([
  ...indexed.map((d): [PaletteKind, number] => [d.kind, d.palette?.rank ?? 0]),
  ...PALETTE_COMMANDS.map((c, i): [PaletteKind, number] => [c, lastRank + 1 + i]),
])
/** A kind's place when scores tie, below ORDERS. */
export const orderOf = (kind: PaletteKind) => kindOrder.get(kind) ?? kindOrder.size
/** More places than there are kinds: a score and a kind's place make one number (score × ORDERS + place). */
export const ORDERS = kindOrder.size + 1
