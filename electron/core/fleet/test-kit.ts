import type { AccountSnapshot } from '../../shared/contract'
import type { PaletteHit, PaletteKind } from '../../shared/channels/fleet'
import { PALETTE_COMMANDS } from '../../shared/channels/fleet'
import { createFuzzy, matchRanges, parseQuery, type Query } from '../../shared/palette/match'
import { allResources } from '../../shared/resources'
import { TRANSLIT } from '../../shared/translit'
import { itemsOf, type IndexItem } from './search-items'
import type { Outline } from './synthetic-fleet'

/**
 * The palette's search as it ranked before it was made fast: every item matched on every keystroke, each label
 * split into words, every match sorted. Kept so a test can prove the fast search answers the same lists (the
 * scattered letters' last resort answers nothing where it used to throw, on a query of punctuation alone).
 */
export function referenceIndex() {
  const byAccount = new Map<string, { label: string; items: IndexItem[]; shown: IndexItem[] }>()
  const fuzzy = createFuzzy()
  const indexed = allResources().filter((d) => d.palette)
  const lastRank = Math.max(...indexed.map((d) => d.palette?.rank ?? 0))
  const kindOrder = new Map<PaletteKind, number>([
    ...indexed.map((d): [PaletteKind, number] => [d.kind, d.palette?.rank ?? 0]),
    ...PALETTE_COMMANDS.map((c, i): [PaletteKind, number] => [c, lastRank + 1 + i]),
  ])
  const orderOf = (kind: PaletteKind) => kindOrder.get(kind) ?? kindOrder.size

  let joined: { items: IndexItem[]; haystack: string[]; latTexts: string[]; latLabels: string[] } | null = null
  // Matched by the words searched, answered and marked in the words shown (a key's fingerprint is shown only).
  function join() {
    const text = (i: IndexItem) => (i.detail ? `${i.label} ${i.detail}` : i.label)
    const latTexts = [...byAccount.values()].flatMap((a) => a.items).map((i) => oldLatinise(text(i)))
    const items = [...byAccount.values()].flatMap((a) => a.shown)
    return { items, haystack: items.map(text), latTexts, latLabels: items.map((i) => oldLatinise(i.label)) }
  }

  function search(text: string, limit: number): PaletteHit[] {
    const query = parseQuery(text)
    if (!query) return []
    joined ??= join()
    const { items, haystack, latTexts, latLabels } = joined
    const hit = (i: number, ranges: number[]): PaletteHit => {
      const item = items[i] as IndexItem
      return { ...item, accountLabel: byAccount.get(item.accountId)?.label ?? item.accountId, ranges }
    }
    const kindOf = (i: number) => orderOf((items[i] as IndexItem).kind)
    const found: Array<{ i: number; tier: number }> = []
    items.forEach((_, i) => {
      const tier = oldMatchTier(latLabels[i] ?? '', latTexts[i] ?? '', query)
      if (tier !== null) found.push({ i, tier: query.lat.length < 2 ? 0 : tier })
    })
    found.sort((a, b) => a.tier - b.tier || kindOf(a.i) - kindOf(b.i) || a.i - b.i)
    if (found.length > 0) return found.slice(0, limit).map(({ i }) => hit(i, matchRanges(haystack[i] ?? '', query)))
    const idxs = fuzzy.filter(latTexts, query)
    if (idxs.length > 2_000)
      return idxs
        .slice(0, 2_000)
        .sort((a, b) => kindOf(a) - kindOf(b) || a - b)
        .slice(0, limit)
        .map((i) => hit(i, []))
    return fuzzy
      .rank(latTexts, idxs, query)
      .slice(0, limit)
      .map(({ index, ranges }) => hit(index, latTexts[index]?.length === haystack[index]?.length ? ranges : []))
  }

  return {
    setAccount(accountId: string, label: string, snapshot: AccountSnapshot | null): void {
      byAccount.set(accountId, {
        label,
        items: itemsOf(accountId, label, snapshot),
        shown: itemsOf(accountId, label, snapshot, 'shown'),
      })
      joined = null
    },
    removeAccount(accountId: string): void {
      byAccount.delete(accountId)
      joined = null
    },
    search,
  }
}

function oldLatinise(text: string): string {
  const lower = text.toLowerCase()
  if (!/[а-яё]/.test(lower)) return lower
  let out = ''
  for (const char of lower) out += TRANSLIT[char] ?? char
  return out
}

const words = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? []

function oldMatchTier(label: string, text: string, query: Query): number | null {
  const { lat, terms } = query
  if (label.startsWith(lat)) return 0
  const labelWords = words(label)
  if (labelWords.includes(lat)) return 0
  if (labelWords.some((w) => w.startsWith(lat))) return 1
  if (label.includes(lat)) return 2
  if (text.includes(lat)) return 3
  if (terms.length > 1 && terms.every((term) => text.includes(term))) return 4
  return null
}

/** Names that test the edges of matching: Greek (a final sigma), astral letters, case that lengthens, punctuation. */
export function oddSnapshot(): AccountSnapshot {
  const names = [
    'ΟΔΟΣ ΑΣ-1',
    'Σίσυφος',
    '𝐀𝐁𝐂-сервер',
    'İstanbul-web',
    'ſtraße-ſ',
    'Ёлка-Ёж',
    'БЭКЕНД (прод) [главный]',
    'a|b.*c?d%e',
    'emoji-🚀-rocket',
    'lone-\ud800-high',
    'tab\tname',
    'Ъ-ь-ъ',
    'web-01 прод',
    'ΣΑΣ',
  ]
  const servers = names.map((name, i) => ({
    id: i + 1,
    name,
    ip: `10.9.0.${i}`,
    linkedNetworks: i % 2 ? [{ ip: `fe80::${i}` }] : [],
  }))
  const storageUsers = names.map((name, i) => ({ id: i + 1, name: `${name.toUpperCase()}-user` }))
  const outline: Outline<AccountSnapshot> = { servers, storageUsers }
  return outline as AccountSnapshot
}
