import { createHash } from 'node:crypto'
import type { AccountSnapshot } from '../../shared/contract'
import { PALETTE_COMMANDS, type PaletteHit, type PaletteKind } from '../../shared/channels/fleet'
import { createFuzzy, latinise, matchRanges, matchTier, parseQuery, type Query } from '../../shared/palette/match'
import {
  allResources,
  refOf,
  type KindDescriptor,
  type ResourceEntry,
  type ResourceKind,
  type ResourceRef,
} from '../../shared/resources'

/** One searchable thing; `text` is what the fuzzy search sees (label, a space, detail). */
export interface IndexItem {
  kind: PaletteKind
  accountId: string
  label: string
  detail: string
  resource: ResourceRef | null
}

/** SHA256 fingerprint of an OpenSSH public key, as `ssh-keygen -l` prints it; null when it is not one. */
export function sshFingerprint(publicKey: string): string | null {
  const blob = publicKey.trim().split(/\s+/)[1]
  if (!blob || !/^[A-Za-z0-9+/]+=*$/.test(blob)) return null
  return `SHA256:${createHash('sha256').update(Buffer.from(blob, 'base64')).digest('base64').replace(/=+$/, '')}`
}

/** The kinds the palette indexes; a kind whose parent is indexed too is listed inside it (records in their zone). */
const indexed = allResources().filter((d) => d.palette)
const topLevel = indexed.filter((d) => !indexed.some((p) => p.kind === d.parent))
const childrenOf = new Map(indexed.map((d) => [d.kind, indexed.filter((child) => child.parent === d.kind)]))

/** Each child kind's entries in a snapshot, by the id of the item they sit in. */
function childEntries(snapshot: AccountSnapshot): Map<ResourceKind, Map<number, ResourceEntry<unknown>[]>> {
  const byKind = new Map<ResourceKind, Map<number, ResourceEntry<unknown>[]>>()
  for (const descriptor of indexed.filter((d) => !topLevel.includes(d))) {
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

/** What one account's snapshot offers the palette: its resources and the commands about it and them. */
export function itemsOf(accountId: string, accountLabel: string, snapshot: AccountSnapshot | null): IndexItem[] {
  const items: IndexItem[] = [
    { kind: 'switchAccount', accountId, label: accountLabel, detail: '', resource: null },
    { kind: 'refreshAccount', accountId, label: accountLabel, detail: '', resource: null },
  ]
  if (!snapshot) return items
  const children = childEntries(snapshot)
  /** An item, the command about it, then the items inside it. */
  const add = (descriptor: KindDescriptor, entry: ResourceEntry<unknown>) => {
    const palette = descriptor.palette!
    const resource = refOf(descriptor, entry)
    const label = palette.label(entry.item, entry.parent)
    const fingerprint = palette.publicKey && sshFingerprint(palette.publicKey(entry.item))
    const detail = [palette.detail(entry.item), fingerprint].filter((part) => !!part).join(' ')
    items.push({ kind: descriptor.kind, accountId, label, detail, resource })
    if (palette.command) items.push({ kind: palette.command, accountId, label, detail: '', resource })
    for (const child of childrenOf.get(descriptor.kind) ?? [])
      for (const inner of children.get(child.kind)?.get(descriptor.id(entry.item)) ?? []) add(child, inner)
  }
  for (const descriptor of topLevel) for (const entry of descriptor.entries(snapshot) ?? []) add(descriptor, entry)
  return items
}

/** Kinds a short query prefers when scores tie: resources by their palette rank, then the commands. */
const lastRank = Math.max(...indexed.map((d) => d.palette!.rank))
const kindOrder = new Map<PaletteKind, number>([
  ...indexed.map((d): [PaletteKind, number] => [d.kind, d.palette!.rank]),
  ...PALETTE_COMMANDS.map((c, i): [PaletteKind, number] => [c, lastRank + 1 + i]),
])
const orderOf = (kind: PaletteKind) => kindOrder.get(kind) ?? kindOrder.size
/** Above this many candidates, ranking is skipped (a one-letter query): the first ones are shown. */
const RANK_LIMIT = 2_000

interface Joined {
  items: IndexItem[]
  /** What is shown of each item: label, a space, detail. */
  haystack: string[]
  /** The same and the label alone, latinised: what is matched. */
  latTexts: string[]
  latLabels: string[]
  labels: Map<string, string>
}

const hitOf = (built: Joined, i: number, ranges: number[]): PaletteHit => {
  const item = built.items[i]!
  return { ...item, accountLabel: built.labels.get(item.accountId) ?? item.accountId, ranges }
}

/** Items matching whole: by how well, then kind (a one-letter query: by kind only), then where they stand. */
function wholeMatches(built: Joined, query: Query, limit: number): PaletteHit[] {
  const found: Array<{ i: number; tier: number }> = []
  for (let i = 0; i < built.items.length; i++) {
    const tier = matchTier(built.latLabels[i]!, built.latTexts[i]!, query)
    if (tier !== null) found.push({ i, tier: query.lat.length < 2 ? 0 : tier })
  }
  const kindOf = (i: number) => orderOf(built.items[i]!.kind)
  found.sort((a, b) => a.tier - b.tier || kindOf(a.i) - kindOf(b.i) || a.i - b.i)
  return found.slice(0, limit).map(({ i }) => hitOf(built, i, matchRanges(built.haystack[i]!, query)))
}

/**
 * Every account's items, searchable in Cyrillic and Latin alike (`shared/palette/match.ts`): whole words and
 * prefixes first, then substrings, scattered letters only when nothing matches whole. An account's snapshot is
 * replaced when its cache changes; its items and the joined haystack are built on the next search, not on every
 * cache write (at 100,000 records the items are some 23 MiB, and most cache writes are never searched).
 */
export function createSearchIndex() {
  const byAccount = new Map<string, { label: string; snapshot: AccountSnapshot | null; items?: IndexItem[] }>()
  let joined: Joined | null = null
  const fuzzy = createFuzzy()

  function build(): Joined {
    if (joined) return joined
    const items: IndexItem[] = []
    const labels = new Map<string, string>()
    for (const [id, entry] of byAccount) {
      labels.set(id, entry.label)
      entry.items ??= itemsOf(id, entry.label, entry.snapshot)
      for (const item of entry.items) items.push(item)
    }
    const haystack = items.map((i) => (i.detail ? `${i.label} ${i.detail}` : i.label))
    joined = {
      items,
      haystack,
      latTexts: haystack.map(latinise),
      latLabels: items.map((i) => latinise(i.label)),
      labels,
    }
    return joined
  }

  /** Scattered letters, when nothing matches whole; ranges only where the latinised text lines up with the shown. */
  function scatteredMatches(built: Joined, query: Query, limit: number): PaletteHit[] {
    const idxs = fuzzy.filter(built.latTexts, query)
    if (idxs.length > RANK_LIMIT) {
      const sorted = idxs
        .slice(0, RANK_LIMIT)
        .sort((a, b) => orderOf(built.items[a]!.kind) - orderOf(built.items[b]!.kind) || a - b)
      return sorted.slice(0, limit).map((i) => hitOf(built, i, []))
    }
    return fuzzy
      .rank(built.latTexts, idxs, query)
      .slice(0, limit)
      .map(({ index, ranges }) =>
        hitOf(built, index, built.latTexts[index]!.length === built.haystack[index]!.length ? ranges : []),
      )
  }

  return {
    setAccount(accountId: string, label: string, snapshot: AccountSnapshot | null): void {
      byAccount.set(accountId, { label, snapshot })
      joined = null
    },
    removeAccount(accountId: string): void {
      byAccount.delete(accountId)
      joined = null
    },
    size: () => build().items.length,
    /** Forces the joined haystack to be built now (the bench times it). */
    prepare: () => void build(),
    search(text: string, limit: number): PaletteHit[] {
      const query = parseQuery(text)
      if (!query) return []
      const built = build()
      const whole = wholeMatches(built, query, limit)
      return whole.length > 0 ? whole : scatteredMatches(built, query, limit)
    },
  }
}

export type SearchIndex = ReturnType<typeof createSearchIndex>
