import { defineStore } from 'pinia'
import { ref } from 'vue'
import { sameResource, type ResourceKind, type ResourceRef } from '@shared/resources'

/** How many panes back (and forward) the history keeps: enough for a day's wandering, never a growing heap. */
const HISTORY_DEPTH = 50

/**
 * What the detail pane shows. Kept by kind and id, not by object, so it survives every refresh of the
 * snapshot; cleared when the account changes. The panes opened before it (and those gone back from) are walked
 * with Alt+←/→ and the mouse's back and forward buttons (composables/usePaneHistory.ts); null is the overview.
 */
export const useSelectionStore = defineStore('selection', () => {
  const selected = ref<ResourceRef | null>(null)
  const back = ref<(ResourceRef | null)[]>([])
  const forward = ref<(ResourceRef | null)[]>([])

  function select(ref: ResourceRef | null): void {
    if (sameResource(selected.value, ref)) return
    back.value = [...back.value, selected.value].slice(-HISTORY_DEPTH)
    forward.value = []
    selected.value = ref
  }

  /** Goes to the pane opened before this one; false when there is none. */
  function goBack(): boolean {
    const previous = back.value.at(-1)
    if (previous === undefined) return false
    back.value = back.value.slice(0, -1)
    forward.value = [...forward.value, selected.value].slice(-HISTORY_DEPTH)
    selected.value = previous
    return true
  }

  /** Goes again to the pane gone back from; false when there is none. */
  function goForward(): boolean {
    const next = forward.value.at(-1)
    if (next === undefined) return false
    forward.value = forward.value.slice(0, -1)
    back.value = [...back.value, selected.value].slice(-HISTORY_DEPTH)
    selected.value = next
    return true
  }

  /** Another account: its overview, and no history (the panes before were another account's). */
  function startOver(): void {
    selected.value = null
    back.value = []
    forward.value = []
  }

  function isSelected(ref: ResourceRef): boolean {
    return sameResource(selected.value, ref)
  }

  /** Waits for something being created, opens its pane and answers it. */
  async function openCreated<T extends { id: number }>(kind: ResourceKind, creating: Promise<T>): Promise<T> {
    const created = await creating
    select({ kind, id: created.id })
    return created
  }

  return { selected, select, goBack, goForward, startOver, isSelected, openCreated }
})
