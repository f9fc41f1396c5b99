import { defineStore } from 'pinia'
import { ref, type Ref } from 'vue'
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

  /** Steps to the last pane of `from` (the current one goes onto `to`); false when `from` holds none. */
  function step(from: Ref<(ResourceRef | null)[]>, to: Ref<(ResourceRef | null)[]>): boolean {
    const target = from.value.at(-1)
    if (target === undefined) return false
    from.value = from.value.slice(0, -1)
    to.value = [...to.value, selected.value].slice(-HISTORY_DEPTH)
    selected.value = target
    return true
  }
  /** Goes to the pane opened before this one; false when there is none. */
  const goBack = () => step(back, forward)
  /** Goes again to the pane gone back from; false when there is none. */
  const goForward = () => step(forward, back)

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
