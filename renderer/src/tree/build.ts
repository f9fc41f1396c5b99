import type { AccountSnapshot } from '@shared/contract'
import { allResources, refKey, type ResourceRef } from '@shared/resources'
import { categories } from '../resources'
import { text, type Branch, type Draft, type TreeNode, type TreeWords } from './rows'

export type { TreeNode, TreeWords } from './rows'
export { refKey }

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

/** The parts of a snapshot the tree shows: every kind's section, and `locations` (rows name data centres). */
const TREE_PARTS: readonly (keyof AccountSnapshot)[] = [...new Set(allResources().map((d) => d.section)), 'locations']

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

/** The category rows of a snapshot, with their counts and (unbuilt) branches; none for a section it lacks. */
function categoryRows(snapshot: AccountSnapshot, words: TreeWords): Draft[] {
  return categories().flatMap((category): Draft[] => {
    const branch = category.branch(snapshot, words)
    if (!branch) return []
    const label = words.category(category.words)
    const notActivated = category.notActivated?.(snapshot) ?? false
    return [
      {
        label,
        ref: { kind: 'category', id: category.section },
        search: text(label),
        count: notActivated ? undefined : (category.count?.(snapshot) ?? branch.size),
        badge: notActivated ? { text: words.notActivated, tone: 'default' } : undefined,
        branch,
      },
    ]
  })
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

  const roots = snapshot ? categoryRows(snapshot, words).map((draft) => finish(draft, 1, null)) : []
  return { roots, childrenOf, show, keysOf: (ref) => keysByRef.get(refKey(ref)) ?? [], locate, parentOf, nodeByKey }
}
