import { onBeforeUnmount, onMounted } from 'vue'
import { anyDialogOpen } from '../stores/dialogs'
import { useSelectionStore } from '../stores/selection'

/**
 * Whether Esc was pressed where nothing else wants it: with the focus on no control (the page itself, or a
 * pane's heading). A field, a select whose menu just closed, a button, the tree: Esc is theirs.
 */
export function escapeGoesHome(event: Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'target'>): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false
  const target = typeof Element !== 'undefined' && event.target instanceof Element ? event.target : null
  if (!target) return true
  return target === document.body || target === document.documentElement || target.matches('main h1, main h2')
}

/** Esc, where nothing else takes it, goes back to the "All accounts" overview (the home screen). */
export function useHomeShortcut(): void {
  const selection = useSelectionStore()
  function onKey(event: KeyboardEvent) {
    if (!selection.selected || anyDialogOpen.value || document.querySelector('.n-modal')) return
    if (!escapeGoesHome(event)) return
    event.preventDefault()
    selection.select(null)
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
