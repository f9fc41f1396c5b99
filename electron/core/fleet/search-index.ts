import { createHash } from 'node:crypto'
import uFuzzy from '@leeoniya/ufuzzy'
import type { AccountSnapshot } from '../../shared/contract'
import type { PaletteHit, PaletteKind } from '../../shared/channels/fleet'
import type { ResourceRef } from '../../shared/resources'

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

const recordValue = (r: { address: string | null; target: string | null; text: string | null }) =>
  r.address ?? r.target ?? r.text ?? ''

/** What one account's snapshot offers the palette: its resources and the commands about it and them. */
export function itemsOf(accountId: string, accountLabel: string, snapshot: AccountSnapshot | null): IndexItem[] {
  const items: IndexItem[] = [
    { kind: 'switchAccount', accountId, label: accountLabel, detail: '', resource: null },
    { kind: 'refreshAccount', accountId, label: accountLabel, detail: '', resource: null },
  ]
  if (!snapshot) return items
  const add = (kind: PaletteKind, label: string, detail: string, resource: ResourceRef | null) =>
    items.push({ kind, accountId, label, detail, resource })
  for (const s of snapshot.servers ?? []) {
    const ips = [s.ip, ...s.linkedNetworks.map((l) => l.ip)].filter((ip): ip is string => !!ip)
    add('server', s.name, [...new Set(ips)].join(' '), { kind: 'server', id: s.id })
    add('runAction', s.name, '', { kind: 'server', id: s.id })
  }
  for (const n of snapshot.privateNetworks ?? [])
    add('privateNetwork', n.name, n.cidr ?? n.gateway ?? '', { kind: 'privateNetwork', id: n.id })
  for (const n of snapshot.publicNetworks ?? [])
    add('publicNetwork', n.name ?? n.ip ?? `#${n.id}`, n.ip ?? '', { kind: 'publicNetwork', id: n.id })
  for (const zone of snapshot.dnsZones ?? []) {
    add('dnsZone', zone.name, '', { kind: 'dnsZone', id: zone.id })
    add('addRecord', zone.name, '', { kind: 'dnsZone', id: zone.id })
    for (const r of zone.records) {
      const owner = r.owner === '@' ? zone.name : r.owner.endsWith('.') ? r.owner : `${r.owner}.${zone.name}`
      add('dnsRecord', owner, `${r.type} ${recordValue(r)}`.trim(), { kind: 'dnsRecord', id: r.id, parentId: zone.id })
    }
  }
  for (const c of snapshot.sslCertificates ?? [])
    add(
      'sslCertificate',
      c.domain,
      c.dcvList
        .filter((d) => d.domain !== c.domain)
        .map((d) => d.domain)
        .join(' '),
      { kind: 'sslCertificate', id: c.id },
    )
  for (const k of snapshot.sshKeys ?? [])
    add('sshKey', k.title, sshFingerprint(k.publicKey) ?? '', { kind: 'sshKey', id: k.id })
  for (const u of snapshot.storageUsers ?? []) add('storageUser', u.name, '', { kind: 'storageUser', id: u.id })
  return items
}

/** Kinds a short query prefers when scores tie: resources before commands. */
const KIND_ORDER: Record<PaletteKind, number> = {
  server: 0,
  dnsZone: 1,
  dnsRecord: 2,
  sslCertificate: 3,
  privateNetwork: 4,
  publicNetwork: 5,
  sshKey: 6,
  storageUser: 7,
  switchAccount: 8,
  refreshAccount: 9,
  addRecord: 10,
  runAction: 11,
}
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
          .sort((a, b) => KIND_ORDER[items[a]!.kind] - KIND_ORDER[items[b]!.kind] || a - b)
        return sorted.slice(0, limit).map((i) => hit(i, []))
      }
      const info = fuzzy.info(idxs, haystack, needle)
      const order = fuzzy.sort(info, haystack, needle)
      return order.slice(0, limit).map((o) => hit(info.idx[o]!, info.ranges[o] ?? []))
    },
  }
}

export type SearchIndex = ReturnType<typeof createSearchIndex>
