import { watch } from 'vue'
import { useSelectionStore } from '../stores/selection'
import { useSessionStore } from '../stores/session'

/**
 * Tells the backend which pane opened; it re-reads the pane's sections when they are old (core/session/
 * reread-policy.ts). A failure shows up as the section's problem, so nothing is said here.
 */
export function usePaneFreshness(): void {
  const selection = useSelectionStore()
  const session = useSessionStore()
  watch(
    () => selection.selected,
    (ref) => {
      if (ref && session.status === 'ready') session.paneOpened(ref).catch(() => undefined)
    },
    { immediate: true },
  )
}
