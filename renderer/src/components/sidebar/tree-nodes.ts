import type { AccountSnapshot } from '@shared/contract'
import type { StateGender } from '../common/state-words'
import { recordOwner, recordValue, type Server } from '@shared/models'
import type { ResourceRef } from '@shared/resources'
import { recordLabel } from '../dns/record-label'
import { imageRows, serverRowDetail } from '../images/tree-rows'
import { isUnremarkable, stateTone, type StateTone } from '../common/state-tone'

/** One row of the resource tree. Plain data: thousands of them are built per snapshot, never made reactive. */
export interface TreeNode {
  key: string
  label: string
  /** What selecting the row opens. Rows that repeat a resource elsewhere (a network's servers) share it. */
  ref: ResourceRef
  /** Lower-case text the filter box matches: names, addresses, states (raw and in words), record values. */
  search: string
  level: number
  badge?: { text: string; tone: StateTone }
  count?: number
  /** Secondary text shown dimmed after the label (an IP). */
  detail?: string
  isLeaf: boolean
  children?: TreeNode[]
}

export const CATEGORY_SECTIONS = ['servers', 'privateNetworks', 'publicNetworks', 'dnsZones', 'sslCertificates', 'storage', 'sshKeys', 'images'] as const
export type CategorySection = (typeof CATEGORY_SECTIONS)[number]

/** The words the tree needs, in the current language. */
export interface TreeWords {
  category(section: CategorySection): string
  /** A state's words, agreeing (in Russian) with the noun's gender: feminine for zones, networks, records. */
  state(raw: string, gender?: StateGender): string
  notActivated: string
  sharedPublicNetwork: string
  serverNumber(id: number): string
  /** A data centre by the name people know it by (its code when none is known). */
  location?(code: string, snapshot: AccountSnapshot): string
}

export interface ResourceTree {
  roots: TreeNode[]
  /** Every row showing a resource, by `refKey`: a selected server lights up under its networks too. */
  keysByRef: Map<string, string[]>
  /** Row key → its parent's key, to open the way to a row selected elsewhere. */
  parentOf: Map<string, string>
  nodeByKey: Map<string, TreeNode>
}

export const refKey = (ref: ResourceRef): string => `${ref.kind}:${ref.parentId ?? ''}:${ref.id}`

type Draft = Omit<TreeNode, 'key' | 'level' | 'isLeaf' | 'children'> & { key?: string; children?: Draft[] }

const text = (...parts: Array<string | number | null | undefined>): string =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(' ').toLowerCase()

/** A state as the filter finds it: the raw word and the user's. */
const stateText = (words: TreeWords, state: string | null | undefined) => (state ? `${state} ${words.state(state)}` : '')

function badge(words: TreeWords, state: string | null | undefined, always = false, gender?: StateGender): TreeNode['badge'] {
  if (!state || (!always && isUnremarkable(state))) return undefined
  return { text: words.state(state, gender), tone: stateTone(state) }
}

/** One word for the row: the lifecycle state, or "Powered off" for an active server that is switched off. */
const serverBadgeState = (s: Server) => (s.state === 'Active' && !s.isPowerOn ? 'PowerOff' : s.state)

function serverDrafts(snapshot: AccountSnapshot, words: TreeWords): Draft[] | undefined {
  return snapshot.servers?.map((s) => ({
    label: s.name,
    ref: { kind: 'server', id: s.id },
    search: text(s.name, s.ip, s.state, words.state(serverBadgeState(s)), s.image, s.dcLocation, ...s.linkedNetworks.map((l) => l.ip)),
    badge: badge(words, serverBadgeState(s), true),
    detail: serverRowDetail(s, (code) => words.location?.(code, snapshot) ?? code),
  }))
}

function linkedServerDraft(serverId: number, ip: string | null, mac: string | null, servers: Map<number, Server>, words: TreeWords, parent: string): Draft {
  const server = servers.get(serverId)
  const label = server?.name ?? words.serverNumber(serverId)
  return { key: `${parent}/server:${serverId}`, label, ref: { kind: 'server', id: serverId }, search: text(label, ip, mac), detail: ip ?? undefined }
}

function networkDrafts(snapshot: AccountSnapshot, words: TreeWords, kind: 'privateNetwork' | 'publicNetwork'): Draft[] | undefined {
  const list = kind === 'privateNetwork' ? snapshot.privateNetworks : snapshot.publicNetworks
  const servers = new Map((snapshot.servers ?? []).map((s) => [s.id, s]))
  return list?.map((n) => {
    const key = `${kind}::${n.id}`
    const ip = 'ip' in n ? n.ip : null
    const label = n.name || n.cidr || ip || `#${n.id}`
    return {
      key,
      label,
      ref: { kind, id: n.id },
      search: text(label, n.cidr, ip, n.gateway, stateText(words, n.state)),
      badge: badge(words, n.state, false, 'f'),
      count: n.linkedServers.length,
      children: n.linkedServers.map((l) => linkedServerDraft(l.serverId, l.ip, l.mac, servers, words, key)),
    }
  })
}

function zoneDrafts(snapshot: AccountSnapshot, words: TreeWords): Draft[] | undefined {
  return snapshot.dnsZones?.map((z) => ({
    label: z.name,
    ref: { kind: 'dnsZone', id: z.id },
    search: text(z.name, stateText(words, z.state)),
    badge: badge(words, z.state, false, 'f'),
    count: z.records.length,
    children: z.records.map((r) => {
      const label = recordLabel(r)
      // The whole value (a long TXT is clipped in the label), so any part of it is found.
      const search = text(label, recordValue(r), r.owner !== '@' ? `${recordOwner(r)}.${z.name}` : z.name, stateText(words, r.state))
      return { label, ref: { kind: 'dnsRecord', id: r.id, parentId: z.id }, search, badge: badge(words, r.state, false, 'f') }
    }),
  }))
}

function certificateDrafts(snapshot: AccountSnapshot, words: TreeWords): Draft[] | undefined {
  return snapshot.sslCertificates?.map((c) => {
    const key = `sslCertificate::${c.id}`
    const sans = c.dcvList.filter((d) => d.isSan)
    return {
      key,
      label: c.domain,
      ref: { kind: 'sslCertificate', id: c.id },
      search: text(c.domain, c.internationalizedDomain, stateText(words, c.state)),
      badge: badge(words, c.state),
      count: sans.length || undefined,
      children: sans.map((d) => ({ key: `${key}/san:${d.domain}`, label: d.domain, ref: { kind: 'sslCertificate', id: c.id }, search: text(d.domain, stateText(words, d.status)), badge: badge(words, d.status) })),
    }
  })
}

function storageDrafts(snapshot: AccountSnapshot, words: TreeWords): Draft[] | undefined {
  if (snapshot.storage === undefined) return undefined
  if (snapshot.storage === null) return []
  const storage = snapshot.storage
  const users = (snapshot.storageUsers ?? []).map((u) => ({ label: u.name, ref: { kind: 'storageUser' as const, id: u.id }, search: text(u.name, stateText(words, u.state)), badge: badge(words, u.state) }))
  return [{ label: storage.name, ref: { kind: 'storage', id: storage.id }, search: text(storage.name, stateText(words, storage.state)), badge: badge(words, storage.state, false, 'n'), count: users.length, children: users }]
}

function sshKeyDrafts(snapshot: AccountSnapshot, words: TreeWords): Draft[] | undefined {
  return snapshot.sshKeys?.map((k) => ({
    label: k.title,
    ref: { kind: 'sshKey', id: k.id },
    search: text(k.title, k.publicKey.split(/\s+/).slice(2).join(' '), k.isActive ? '' : stateText(words, 'Inactive')),
    badge: k.isActive ? undefined : { text: words.state('Inactive'), tone: 'default' as const },
  }))
}

const BUILDERS: Record<CategorySection, (snapshot: AccountSnapshot, words: TreeWords) => Draft[] | undefined> = {
  servers: serverDrafts,
  privateNetworks: (s, w) => networkDrafts(s, w, 'privateNetwork'),
  publicNetworks: (s, w) => networkDrafts(s, w, 'publicNetwork'),
  dnsZones: zoneDrafts,
  sslCertificates: certificateDrafts,
  storage: storageDrafts,
  sshKeys: sshKeyDrafts,
  images: (snapshot, words) => imageRows(snapshot, (code) => words.location?.(code, snapshot) ?? code)?.map((i) => ({ label: i.label, ref: { kind: 'image', id: i.id }, search: i.search, detail: i.detail, badge: badge(words, i.state) })),
}

/** Builds the tree of one snapshot. A section the account's API lacks (undefined) has no category at all. */
export function buildResourceTree(snapshot: AccountSnapshot | null, words: TreeWords): ResourceTree {
  const keysByRef = new Map<string, string[]>()
  const parentOf = new Map<string, string>()
  const nodeByKey = new Map<string, TreeNode>()
  const finish = (draft: Draft, level: number, parent: string | null): TreeNode => {
    const key = draft.key ?? refKey(draft.ref)
    const seen = keysByRef.get(refKey(draft.ref))
    if (seen) seen.push(key)
    else keysByRef.set(refKey(draft.ref), [key])
    if (parent) parentOf.set(key, parent)
    const children = draft.children?.map((child) => finish(child, level + 1, key))
    const node: TreeNode = { ...draft, key, level, isLeaf: !children?.length, children: children?.length ? children : undefined }
    nodeByKey.set(key, node)
    return node
  }
  const roots: TreeNode[] = []
  for (const section of CATEGORY_SECTIONS) {
    const children = snapshot ? BUILDERS[section](snapshot, words) : undefined
    if (!children) continue
    const label = words.category(section)
    const notActivated = section === 'storage' && snapshot?.storage === null
    const count = section === 'storage' ? (snapshot?.storageUsers?.length ?? 0) : children.length
    roots.push(
      finish(
        {
          label,
          ref: { kind: 'category', id: section },
          search: text(label),
          count: notActivated ? undefined : count,
          badge: notActivated ? { text: words.notActivated, tone: 'default' } : undefined,
          children,
        },
        1,
        null,
      ),
    )
  }
  return { roots, keysByRef, parentOf, nodeByKey }
}
