import { watch, type Ref } from 'vue'
import type { ResourceRef } from '@shared/resources'
import { recallTree, rememberTree } from './memory'

/** What the account's place is made of: the open rows and the selection. */
export interface TreePlace {
  accountId: Ref<string | null>
  openedKeys: Ref<string[]>
  selected: Ref<ResourceRef | null>
  select(ref: ResourceRef | null): void
  /** Whether a form is open in this window (the place stays until it is closed). */
  dialogOpen: Ref<boolean>
}

/**
 * Each account keeps its own open rows and selection for the browser session, so a reload or a switch back lands
 * where the user was.
 */
export function keepTreePlace({ accountId, openedKeys, selected, select, dialogOpen }: TreePlace): void {
  /**
   * The account whose place the tree still shows because a dialog was open in this window when another window
   * switched accounts: the open form stays (with its pane) until it is closed, then the tree moves.
   */
  let heldFor: string | null = null
  function land(next: string, fromAnother: boolean): void {
    const saved = recallTree(next)
    openedKeys.value = saved?.opened ?? []
    if (fromAnother || !selected.value) select(saved?.selected ?? null)
  }
  watch(
    accountId,
    (next, previous) => {
      if (previous && heldFor === null) rememberTree(previous, { opened: openedKeys.value, selected: selected.value })
      if (!next) return
      if (heldFor !== null) {
        // Back to the account the open form was for: nothing to move.
        if (next === heldFor) heldFor = null
        return
      }
      if (previous && dialogOpen.value) {
        heldFor = previous
        return
      }
      land(next, previous !== undefined && previous !== null)
    },
    { immediate: true },
  )
  watch(dialogOpen, (open) => {
    if (open || heldFor === null) return
    heldFor = null
    if (accountId.value) land(accountId.value, true)
  })
  watch([openedKeys, selected], () => {
    if (accountId.value && heldFor === null)
      rememberTree(accountId.value, { opened: openedKeys.value, selected: selected.value })
  })
}
