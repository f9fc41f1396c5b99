import { createHash } from 'node:crypto'
import uFuzzy from '@leeoniya/ufuzzy'
import type { AccountSnapshot } from '../../shared/contract'
import { PALETTE_COMMANDS, type PaletteHit, type PaletteKind } from '../../shared/channels/fleet'
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

/**
 * Every account's items, searchable with uFuzzy. An account's snapshot is replaced when its cache changes; its
 * items and the joined haystack are built on the next search, not on every cache write (at 100,000 records the
 * items are some 23 MiB, and most cache writes are never searched).
 */
export function createSearchIndex() {
  const byAccount = new Map<string, { label: string; snapshot: AccountSnapshot | null; items?: IndexItem[] }>()
  let joined: { items: IndexItem[]; haystack: string[]; labels: Map<string, string> } | null = null
  const fuzzy = new uFuzzy({ intraMode: 1, intraIns: 1, interIns: Infinity })
  /** The last query's candidates, reused while the user types on (only for the same joined haystack). */
  let last: { joined: object; needle: string; idxs: number[] } | null = null

  function build() {
    if (joined) return joined
    const items: IndexItem[] = []
    const labels = new Map<string, string>()
    for (const [id, entry] of byAccount) {
      labels.set(id, entry.label)
      entry.items ??= itemsOf(id, entry.label, entry.snapshot)
      for (const item of entry.items) items.push(item)
    }
    joined = { items, haystack: items.map((i) => (i.detail ? `${i.label} ${i.detail}` : i.label)), labels }
    return joined
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
    search(query: string, limit: number): PaletteHit[] {
      const needle = query.trim()
      if (!needle) return []
      const built = build()
      const { items, haystack, labels } = built
      // Typing on: the candidates of the shorter query are the only ones the longer one can match.
      const narrowed =
        last &&
        last.joined === built &&
        needle.startsWith(last.needle) &&
        !/\s/.test(needle.slice(last.needle.length - 1))
          ? last.idxs
          : undefined
      const idxs = fuzzy.filter(haystack, needle, narrowed)
      last = { joined: built, needle, idxs: idxs ?? [] }
      if (!idxs || idxs.length === 0) return []
      const hit = (i: number, ranges: number[]): PaletteHit => {
        const item = items[i]!
        return { ...item, accountLabel: labels.get(item.accountId) ?? item.accountId, ranges }
      }
      if (idxs.length > RANK_LIMIT) {
        const sorted = idxs
          .slice(0, RANK_LIMIT)
          .sort((a, b) => orderOf(items[a]!.kind) - orderOf(items[b]!.kind) || a - b)
        return sorted.slice(0, limit).map((i) => hit(i, []))
      }
      const info = fuzzy.info(idxs, haystack, needle)
      const order = fuzzy.sort(info, haystack, needle)
      return order.slice(0, limit).map((o) => hit(info.idx[o]!, info.ranges[o] ?? []))
    },
  }
}

export type SearchIndex = ReturnType<typeof createSearchIndex>
