import { defineStore, storeToRefs } from 'pinia'
import { computed, markRaw, shallowRef, watch } from 'vue'
import { refKey, type ResourceRef } from '@shared/resources'
import { filterTree } from '../tree/filter'
import type { TreeNode } from '../tree/rows'
import { openRows } from '../tree/open-rows'
import { snapshotTree } from '../tree/snapshot-tree'
import { keepTreePlace } from '../tree/place'
import { delayedQuery } from '../tree/query'
import type { treeTerms } from '../tree/filter-terms'
import { useAccountsStore } from './accounts'
import { useTagsStore } from './tags'
import { treeWords } from '../tree/words'
import { useSelectionStore } from './selection'
import { useSessionStore } from './session'
import { useSshKeysStore } from './ssh-keys'
import { anyDialogOpen } from './dialogs'

/** The sidebar's resource tree: rows built from the snapshot, the filter, what is open and what is selected. */
export const useTreeStore = defineStore('tree', () => {
  const session = useSessionStore()
  const selection = useSelectionStore()

  /** Test and benchmark switch (`?tree=plain`): the same tree without virtual scrolling. */
  const virtual = new URLSearchParams(window.location.search).get('tree') !== 'plain'

  const { query, appliedQuery, filtering } = delayedQuery()
  const sshKeys = useSshKeysStore()

  const tree = snapshotTree(() => session.snapshot, treeWords())
  // SSH keys are found by their fingerprints too, worked out after the snapshot arrives.
  const fingerprintOf = computed(() => {
    const prints = sshKeys.fingerprints
    return new Map((session.snapshot?.sshKeys ?? []).map((k) => [k.id, prints.get(k.publicKey)]))
  })
  // The filter box speaks the filter language too (`tag:env=prod web`): its terms judge each row's resource.
  const tags = useTagsStore()
  const accounts = useAccountsStore()
  // The language's parser loads with the first filtering, not before the first paint (its words show as text till then).
  const termsOf = shallowRef<typeof treeTerms | null>(null)
  watch(
    filtering,
    (on) => {
      if (!on) return
      void tags.ensure().catch(() => undefined)
      if (!termsOf.value) void import('../tree/filter-terms').then((m) => (termsOf.value = m.treeTerms))
    },
    { immediate: true },
  )
  const terms = computed(() => {
    const treeTerms = termsOf.value
    if (!filtering.value || !treeTerms) return null
    const records = tags.records
    const tagsOf = (ref: ResourceRef) => records.get(refKey(ref))?.tags ?? []
    return treeTerms(appliedQuery.value, session.snapshot, accounts.active ?? null, tagsOf)
  })
  const filtered = computed(() => {
    const prints = fingerprintOf.value
    const sshKeyPrint = (node: TreeNode) => (node.ref.kind === 'sshKey' ? prints.get(Number(node.ref.id)) : undefined)
    return markRaw(filterTree(tree.value, appliedQuery.value, sshKeyPrint, terms.value))
  })

  const { openedKeys, expandedKeys, expandedSet, shown, setExpanded, reveal, expandSiblings } = openRows(
    tree,
    filtered,
    filtering,
  )

  // Rows of the selection that are built (rows not built are not shown); read again when more rows are shown.
  const selectedKeys = computed(() => {
    void shown.value
    return selection.selected ? tree.value.keysOf(selection.selected) : []
  })

  keepTreePlace({
    accountId: computed(() => session.state?.accountId ?? null),
    openedKeys,
    selected: storeToRefs(selection).selected,
    select: selection.select,
    dialogOpen: anyDialogOpen,
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
