import { watch } from 'vue'
import { paneSections } from '../resources/pane-sections'
import { useSelectionStore } from '../stores/selection'
import { useSessionStore } from '../stores/session'

/** A pane shows data no older than this when it opens (older sections are re-read). */
export const PANE_FRESH_MS = 30_000

/**
 * When a pane opens, re-reads its sections if they are older than 30 s. The backend joins reads in flight and
 * does nothing offline; a failure shows up as the section's problem, so nothing is said here.
 */
export function usePaneFreshness(): void {
  const selection = useSelectionStore()
  const session = useSessionStore()
  watch(
    () => selection.selected,
    (ref) => {
      if (session.status !== 'ready') return
      session.refreshStale(paneSections(ref), PANE_FRESH_MS).catch(() => undefined)
    },
    { immediate: true },
  )
}
