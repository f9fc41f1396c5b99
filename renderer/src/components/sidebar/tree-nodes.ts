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

export const CATEGORY_SECTIONS = [
  'servers',
  'privateNetworks',
  'publicNetworks',
  'dnsZones',
  'sslCertificates',
  'storage',
  'sshKeys',
  'images',
] as const
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
  /** The categories, with their counts; rows below them are built only when asked for. */
  roots: TreeNode[]
  /** The rows under `key`, built the first time they are asked for (opened, searched, revealed); [] for a leaf. */
  childrenOf(key: string): TreeNode[]
  /**
   * Hangs the built rows under every open branch among `rows` (and below rows already hung), building them if
   * needed: what the tree widget walks. Answers whether any were hung, so the widget is given a new array.
   */
  show(rows: TreeNode[], open: ReadonlySet<string>): boolean
  /** The keys of every built row showing `ref`: a selected server lights up under its networks too. */
  keysOf(ref: ResourceRef): string[]
  /**
   * The first row showing `target`, building only the branches on the way to it (a branch says which resources
   * it may hold), with the keys of the rows above it, nearest first. Null when the snapshot has no such row.
   */
  locate(target: ResourceRef): { key: string; above: string[] } | null
  /** Row key → its parent's key, for built rows. */
  parentOf: Map<string, string>
  /** The rows built so far, by key. */
  nodeByKey: Map<string, TreeNode>
}

export const refKey = (ref: ResourceRef): string => `${ref.kind}:${ref.parentId ?? ''}:${ref.id}`

/** The parts of a snapshot the tree shows (the image and server rows name data centres from `locations`). */
const TREE_PARTS = [
  'servers',
  'privateNetworks',
  'publicNetworks',
  'dnsZones',
  'sslCertificates',
  'storage',
  'storageUsers',
  'sshKeys',
  'images',
  'locations',
] as const satisfies readonly (keyof AccountSnapshot)[]

/**
 * Whether two snapshots show the same tree: every part it shows is the same object in both. The backend keeps a
 * part whose data did not change (keepUnchanged) and a patch replaces only the parts that did, so a refresh that
 * brought nothing new, or a change elsewhere, answers true and the tree is not built or rendered again.
 */
export function sameTreeData(a: AccountSnapshot | null, b: AccountSnapshot | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  return TREE_PARTS.every((part) => a[part] === b[part])
}

/** A row's children before they are built: how many, how to list them, and which resources they may show. */
interface Branch {
  size: number
  list: () => Draft[]
  holds: (target: ResourceRef) => boolean
}

type Draft = Omit<TreeNode, 'key' | 'level' | 'isLeaf' | 'children'> & { key?: string; branch?: Branch }

const text = (...parts: Array<string | number | null | undefined>): string =>
  parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .join(' ')
    .toLowerCase()

/** A state as the filter finds it: the raw word and the user's. */
const stateText = (words: TreeWords, state: string | null | undefined) =>
  state ? `${state} ${words.state(state)}` : ''

function badge(
  words: TreeWords,
  state: string | null | undefined,
  always = false,
  gender?: StateGender,
): TreeNode['badge'] {
  if (!state || (!always && isUnremarkable(state))) return undefined
  return { text: words.state(state, gender), tone: stateTone(state) }
}

/** One word for the row: the lifecycle state, or "Powered off" for an active server that is switched off. */
const serverBadgeState = (s: Server) => (s.state === 'Active' && !s.isPowerOn ? 'PowerOff' : s.state)

/** A branch over a list, or none when the section is missing (undefined). */
function branchOf<T>(
  list: readonly T[] | undefined | null,
  draft: (item: T) => Draft,
  holds: Branch['holds'],
): Branch | undefined {
  if (!list) return undefined
  return { size: list.length, list: () => list.map(draft), holds }
}

const is =
  (...kinds: ResourceRef['kind'][]) =>
  (target: ResourceRef) =>
    kinds.includes(target.kind)

function serverBranch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined {
  return branchOf(
    snapshot.servers,
    (s) => ({
      label: s.name,
      ref: { kind: 'server', id: s.id },
      search: text(
        s.name,
        s.ip,
        s.state,
        words.state(serverBadgeState(s)),
        s.image,
        s.dcLocation,
        ...s.linkedNetworks.map((l) => l.ip),
      ),
      badge: badge(words, serverBadgeState(s), true),
      detail: serverRowDetail(s, (code) => words.location?.(code, snapshot) ?? code),
    }),
    is('server'),
  )
}

function linkedServerDraft(
  serverId: number,
  ip: string | null,
  mac: string | null,
  servers: Map<number, Server>,
  words: TreeWords,
  parent: string,
): Draft {
  const server = servers.get(serverId)
  const label = server?.name ?? words.serverNumber(serverId)
  return {
    key: `${parent}/server:${serverId}`,
    label,
    ref: { kind: 'server', id: serverId },
    search: text(label, ip, mac),
    detail: ip ?? undefined,
  }
}

function networkBranch(
  snapshot: AccountSnapshot,
  words: TreeWords,
  kind: 'privateNetwork' | 'publicNetwork',
): Branch | undefined {
  const list = kind === 'privateNetwork' ? snapshot.privateNetworks : snapshot.publicNetworks
  let servers: Map<number, Server> | undefined
  const serverById = () => (servers ??= new Map((snapshot.servers ?? []).map((s) => [s.id, s])))
  return branchOf<NonNullable<typeof list>[number]>(
    list,
    (n) => {
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
        branch: branchOf(
          n.linkedServers,
          (l) => linkedServerDraft(l.serverId, l.ip, l.mac, serverById(), words, key),
          (t) => t.kind === 'server' && n.linkedServers.some((l) => l.serverId === t.id),
        ),
      }
    },
    is(kind, 'server'),
  )
}

function zoneBranch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined {
  return branchOf(
    snapshot.dnsZones,
    (z) => ({
      label: z.name,
      ref: { kind: 'dnsZone', id: z.id },
      search: text(z.name, stateText(words, z.state)),
      badge: badge(words, z.state, false, 'f'),
      count: z.records.length,
      branch: branchOf(
        z.records,
        (r) => {
          const label = recordLabel(r)
          // The whole value (a long TXT is clipped in the label), so any part of it is found.
          const search = text(
            label,
            recordValue(r),
            r.owner !== '@' ? `${recordOwner(r)}.${z.name}` : z.name,
            stateText(words, r.state),
          )
          return {
            label,
            ref: { kind: 'dnsRecord', id: r.id, parentId: z.id },
            search,
            badge: badge(words, r.state, false, 'f'),
          }
        },
        (t) => t.kind === 'dnsRecord' && t.parentId === z.id,
      ),
    }),
    is('dnsZone', 'dnsRecord'),
  )
}

function certificateBranch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined {
  return branchOf(
    snapshot.sslCertificates,
    (c) => {
      const key = `sslCertificate::${c.id}`
      const sans = c.dcvList.filter((d) => d.isSan)
      return {
        key,
        label: c.domain,
        ref: { kind: 'sslCertificate', id: c.id },
        search: text(c.domain, c.internationalizedDomain, stateText(words, c.state)),
        badge: badge(words, c.state),
        count: sans.length || undefined,
        branch: branchOf(
          sans,
          (d) => ({
            key: `${key}/san:${d.domain}`,
            label: d.domain,
            ref: { kind: 'sslCertificate', id: c.id },
            search: text(d.domain, stateText(words, d.status)),
            badge: badge(words, d.status),
          }),
          (t) => t.kind === 'sslCertificate' && t.id === c.id,
        ),
      }
    },
    is('sslCertificate'),
  )
}

function storageBranch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined {
  if (snapshot.storage === undefined) return undefined
  if (snapshot.storage === null) return { size: 0, list: () => [], holds: () => false }
  const storage = snapshot.storage
  const users = snapshot.storageUsers ?? []
  const userBranch = branchOf(
    users,
    (u) => ({
      label: u.name,
      ref: { kind: 'storageUser' as const, id: u.id },
      search: text(u.name, stateText(words, u.state)),
      badge: badge(words, u.state),
    }),
    is('storageUser'),
  )
  return branchOf(
    [storage],
    () => ({
      label: storage.name,
      ref: { kind: 'storage', id: storage.id },
      search: text(storage.name, stateText(words, storage.state)),
      badge: badge(words, storage.state, false, 'n'),
      count: users.length,
      branch: userBranch,
    }),
    is('storage', 'storageUser'),
  )
}

function sshKeyBranch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined {
  return branchOf(
    snapshot.sshKeys,
    (k) => ({
      label: k.title,
      ref: { kind: 'sshKey', id: k.id },
      search: text(
        k.title,
        k.publicKey.split(/\s+/).slice(2).join(' '),
        k.isActive ? '' : stateText(words, 'Inactive'),
      ),
      badge: k.isActive ? undefined : { text: words.state('Inactive'), tone: 'default' as const },
    }),
    is('sshKey'),
  )
}

function imageBranch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined {
  if (!snapshot.images) return undefined
  const size = snapshot.images.reduce((n, i) => n + (i.isOwn ? 1 : 0), 0)
  const list = () =>
    (imageRows(snapshot, (code) => words.location?.(code, snapshot) ?? code) ?? []).map((i): Draft => ({
      label: i.label,
      ref: { kind: 'image', id: i.id },
      search: i.search,
      detail: i.detail,
      badge: badge(words, i.state),
    }))
  return { size, list, holds: is('image') }
}

const BRANCHES: Record<CategorySection, (snapshot: AccountSnapshot, words: TreeWords) => Branch | undefined> = {
  servers: serverBranch,
  privateNetworks: (s, w) => networkBranch(s, w, 'privateNetwork'),
  publicNetworks: (s, w) => networkBranch(s, w, 'publicNetwork'),
  dnsZones: zoneBranch,
  sslCertificates: certificateBranch,
  storage: storageBranch,
  sshKeys: sshKeyBranch,
  images: imageBranch,
}

/**
 * The tree of one snapshot, built as it is opened: at first only the categories with their counts (a category
 * of 10,000 records builds none of them); a branch's rows are built the first time it is opened, searched or
 * revealed, and kept. A section the account's API lacks (undefined) has no category at all.
 */
export function buildResourceTree(snapshot: AccountSnapshot | null, words: TreeWords): ResourceTree {
  const keysByRef = new Map<string, string[]>()
  const parentOf = new Map<string, string>()
  const nodeByKey = new Map<string, TreeNode>()
  const branches = new Map<string, Branch>()
  const built = new Map<string, TreeNode[]>()

  const finish = (draft: Draft, level: number, parent: string | null): TreeNode => {
    const { branch, ...fields } = draft
    const key = draft.key ?? refKey(draft.ref)
    const seen = keysByRef.get(refKey(draft.ref))
    if (seen) seen.push(key)
    else keysByRef.set(refKey(draft.ref), [key])
    if (parent) parentOf.set(key, parent)
    const node: TreeNode = { ...fields, key, level, isLeaf: !branch?.size }
    if (branch?.size) branches.set(key, branch)
    nodeByKey.set(key, node)
    return node
  }

  function childrenOf(key: string): TreeNode[] {
    const done = built.get(key)
    if (done) return done
    const branch = branches.get(key)
    const parent = nodeByKey.get(key)
    if (!branch || !parent) return []
    const children = branch.list().map((draft) => finish(draft, parent.level + 1, key))
    built.set(key, children)
    return children
  }

  function show(rows: TreeNode[], open: ReadonlySet<string>): boolean {
    let grew = false
    const walk = (nodes: TreeNode[]) => {
      for (const node of nodes) {
        if (node.isLeaf) continue
        if (!node.children && open.has(node.key)) {
          node.children = childrenOf(node.key)
          grew = true
        }
        if (node.children) walk(node.children)
      }
    }
    walk(rows)
    return grew
  }

  function locate(target: ResourceRef): { key: string; above: string[] } | null {
    const wanted = refKey(target)
    const walk = (nodes: TreeNode[], above: string[]): { key: string; above: string[] } | null => {
      for (const node of nodes) {
        if (refKey(node.ref) === wanted) return { key: node.key, above }
        if (!branches.get(node.key)?.holds(target)) continue
        const found = walk(childrenOf(node.key), [node.key, ...above])
        if (found) return found
      }
      return null
    }
    return walk(roots, [])
  }

  const roots: TreeNode[] = []
  for (const section of CATEGORY_SECTIONS) {
    const branch = snapshot ? BRANCHES[section](snapshot, words) : undefined
    if (!branch) continue
    const label = words.category(section)
    const notActivated = section === 'storage' && snapshot?.storage === null
    const count = section === 'storage' ? (snapshot?.storageUsers?.length ?? 0) : branch.size
    roots.push(
      finish(
        {
          label,
          ref: { kind: 'category', id: section },
          search: text(label),
          count: notActivated ? undefined : count,
          badge: notActivated ? { text: words.notActivated, tone: 'default' } : undefined,
          branch,
        },
        1,
        null,
      ),
    )
  }
  return { roots, childrenOf, show, keysOf: (ref) => keysByRef.get(refKey(ref)) ?? [], locate, parentOf, nodeByKey }
}
