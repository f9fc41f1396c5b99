import { defineStore } from 'pinia'
import { stateWord } from '../components/common/state-words'
import { computed, markRaw, ref, watch } from 'vue'
import type { ResourceRef } from '@shared/resources'
import { filterTree } from '../components/sidebar/tree-filter'
import {
  buildResourceTree,
  sameTreeData,
  type ResourceTree,
  type TreeNode,
  type TreeWords,
} from '../components/sidebar/tree-nodes'
import type { AccountSnapshot } from '@shared/contract'
import { i18n } from '../i18n'
import { locationName } from '../components/networks/locations'
import { useSelectionStore } from './selection'
import { useSessionStore } from './session'
import { useSshKeysStore } from './ssh-keys'
import { recallTree, rememberTree } from '../components/sidebar/tree-memory'
import { anyDialogOpen } from '../composables/useActionRun'

const FILTER_DELAY_MS = 120

/** A performance mark when a snapshot is handed to the tree (read by `npm run bench`; only the latest is kept). */
function markTreeData(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return
  performance.clearMarks('hostdeck:tree-data')
  performance.mark('hostdeck:tree-data')
}

/** The sidebar's resource tree: rows built from the snapshot, the filter, what is open and what is selected. */
export const useTreeStore = defineStore('tree', () => {
  const session = useSessionStore()
  const selection = useSelectionStore()

  /** Test and benchmark switch (`?tree=plain`): the same tree without virtual scrolling. */
  const virtual = new URLSearchParams(window.location.search).get('tree') !== 'plain'

  const query = ref('')
  const appliedQuery = ref('')
  let filterTimer: ReturnType<typeof setTimeout> | undefined
  watch(query, (next) => {
    clearTimeout(filterTimer)
    // Clearing is instant; typing waits a beat so a 10,000-row tree is not filtered on every key.
    if (!next.trim()) appliedQuery.value = ''
    else filterTimer = setTimeout(() => (appliedQuery.value = next), FILTER_DELAY_MS)
  })

  const sshKeys = useSshKeysStore()
  const words = computed<TreeWords>(() => {
    const { t, te } = i18n.global
    // Read here, not only inside t(): rows are built later, as branches open, outside this computation.
    void i18n.global.locale.value
    return {
      category: (section) => t(`resources.${section}`),
      state: (raw, gender) => stateWord(raw, gender ?? 'm', t, te),
      notActivated: t('tree.notActivated'),
      sharedPublicNetwork: t('tree.sharedPublicNetwork'),
      serverNumber: (id) => t('tree.serverNumber', { id }),
      location: (code, snapshot) => locationName(code, snapshot.locations),
    }
  })

  // Built again only when a part of the snapshot it shows was replaced (or the language changed): a refresh that
  // brought nothing new keeps the tree, so a switch to a cached account renders once. Only the categories are
  // built here; markRaw keeps Vue from walking the rows built later.
  let built: { snapshot: AccountSnapshot | null; words: TreeWords; tree: ResourceTree } | null = null
  const tree = computed(() => {
    const snapshot = session.snapshot
    if (built && built.words === words.value && sameTreeData(built.snapshot, snapshot)) return built.tree
    // The moment the data is handed to the tree (the start-up bench times the first render from here).
    if (snapshot) markTreeData()
    built = { snapshot, words: words.value, tree: markRaw(buildResourceTree(snapshot, words.value)) }
    return built.tree
  })
  // SSH keys are found by their fingerprints too, worked out after the snapshot arrives.
  const fingerprintOf = computed(() => {
    const prints = sshKeys.fingerprints
    return new Map((session.snapshot?.sshKeys ?? []).map((k) => [k.id, prints.get(k.publicKey)]))
  })
  const filtered = computed(() => {
    const prints = fingerprintOf.value
    return markRaw(
      filterTree(tree.value, appliedQuery.value, (node) =>
        node.ref.kind === 'sshKey' ? prints.get(Number(node.ref.id)) : undefined,
      ),
    )
  })
  const filtering = computed(() => appliedQuery.value.trim() !== '')

  const openedKeys = ref<string[]>([])
  const expandedKeys = computed(() =>
    filtering.value ? [...new Set([...openedKeys.value, ...filtered.value.expand])] : openedKeys.value,
  )
  const expandedSet = computed(() => new Set(expandedKeys.value))

  /**
   * What the tree widget is given: the (filtered) rows with the open branches' rows hung under them, built as
   * they open. The same array while nothing new was hung (opening a branch built before, closing one); a new one
   * when rows were added, so the widget sees them.
   */
  let lastShown: { from: TreeNode[]; rows: TreeNode[] } | null = null
  const shown = computed(() => {
    const from = filtered.value.roots
    const grew = tree.value.show(from, expandedSet.value)
    if (!grew && lastShown?.from === from) return lastShown.rows
    lastShown = { from, rows: grew ? [...from] : from }
    return lastShown.rows
  })

  function setExpanded(keys: string[]): void {
    openedKeys.value = keys
  }

  // Rows of the selection that are built (rows not built are not shown); read again when more rows are shown.
  const selectedKeys = computed(() => {
    void shown.value
    return selection.selected ? tree.value.keysOf(selection.selected) : []
  })

  /** Opens every row above the selection's first row, building the way to it; answers that row's key (to scroll to). */
  function reveal(target: ResourceRef): string | null {
    const found = tree.value.locate(target)
    if (!found) return null
    const missing = found.above.filter((k) => !expandedSet.value.has(k))
    if (missing.length) openedKeys.value = [...openedKeys.value, ...missing.reverse()]
    return found.key
  }

  /** `*` on a row: opens all its siblings (the WAI-ARIA tree pattern). */
  function expandSiblings(key: string): void {
    const parent = tree.value.parentOf.get(key)
    const siblings = parent ? tree.value.childrenOf(parent) : tree.value.roots
    const closed = siblings.filter((n) => !n.isLeaf && !expandedSet.value.has(n.key)).map((n) => n.key)
    if (closed.length) openedKeys.value = [...openedKeys.value, ...closed]
  }

  // Each account keeps its own open rows and selection for the browser session, so a reload or a
  // switch back lands where the user was.
  const accountId = computed(() => session.state?.accountId ?? null)
  /**
   * The account whose place the tree still shows because a dialog was open in this window when another window
   * switched accounts: the open form stays (with its pane) until it is closed, then the tree moves.
   */
  let heldFor: string | null = null
  function land(next: string, fromAnother: boolean): void {
    const saved = recallTree(next)
    openedKeys.value = saved?.opened ?? []
    if (fromAnother || !selection.selected) selection.select(saved?.selected ?? null)
  }
  watch(
    accountId,
    (next, previous) => {
      if (previous && heldFor === null)
        rememberTree(previous, { opened: openedKeys.value, selected: selection.selected })
      if (!next) return
      if (heldFor !== null) {
        // Back to the account the open form was for: nothing to move.
        if (next === heldFor) heldFor = null
        return
      }
      if (previous && anyDialogOpen.value) {
        heldFor = previous
        return
      }
      land(next, previous !== undefined && previous !== null)
    },
    { immediate: true },
  )
  watch(anyDialogOpen, (open) => {
    if (open || heldFor === null) return
    heldFor = null
    if (accountId.value) land(accountId.value, true)
  })
  watch([openedKeys, () => selection.selected], () => {
    if (accountId.value && heldFor === null)
      rememberTree(accountId.value, { opened: openedKeys.value, selected: selection.selected })
  })

  return {
    virtual,
    query,
    appliedQuery,
    filtering,
    tree,
    filtered,
    shown,
    expandedKeys,
    expandedSet,
    selectedKeys,
    setExpanded,
    reveal,
    expandSiblings,
  }
})
