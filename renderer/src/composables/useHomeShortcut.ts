import { onBeforeUnmount, onMounted } from 'vue'
import { anyDialogOpen } from '../stores/dialogs'
import { useSelectionStore } from '../stores/selection'

/** Whether Esc was pressed where nothing else wants it: not in a field, a dialog, a menu or a popover. */
export function escapeGoesHome(event: Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'target'>): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false
  const target = typeof Element !== 'undefined' && event.target instanceof Element ? event.target : null
  if (!target) return true
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return false
  return !target.closest('[role="dialog"], [role="menu"], [role="listbox"], .n-modal, .n-popover, .n-drawer')
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
