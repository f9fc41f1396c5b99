import { onBeforeUnmount, onMounted } from 'vue'
import { anyDialogOpen } from '../stores/dialogs'
import { useSelectionStore } from '../stores/selection'

/** The mouse's back and forward buttons (MouseEvent.button). */
const MOUSE_BACK = 3
const MOUSE_FORWARD = 4

type Step = 'back' | 'forward'

/** Which way a key walks the panes' history: Alt+← and Alt+→ (as browsers do), nothing else. */
export function keyStep(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): Step | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null
  return event.key === 'ArrowLeft' ? 'back' : event.key === 'ArrowRight' ? 'forward' : null
}

/** Which way a mouse button walks it: its back and forward buttons. */
export function mouseStep(event: Pick<MouseEvent, 'button'>): Step | null {
  return event.button === MOUSE_BACK ? 'back' : event.button === MOUSE_FORWARD ? 'forward' : null
}

/** A dialog is open: the pane behind it stays where it is (Esc and its buttons close the dialog). */
const dialogOpen = () => anyDialogOpen.value || !!document.querySelector('.n-modal')

/**
 * Alt+←/→ and the mouse's back and forward buttons walk the panes opened (the selection's history). Esc is not
 * one of them: it closes what is open (a dialog, a popover, a menu, the palette), each of which takes it itself,
 * and nothing more.
 */
export function usePaneHistory(): void {
  const selection = useSelectionStore()
  const walk = (event: Event, step: Step | null) => {
    if (!step || event.defaultPrevented || dialogOpen()) return
    // The browser host's page would otherwise leave for the browser's previous page.
    event.preventDefault()
    if (step === 'back') selection.goBack()
    else selection.goForward()
  }
  const onKey = (event: KeyboardEvent) => walk(event, keyStep(event))
  const onMouse = (event: MouseEvent) => walk(event, mouseStep(event))
  // The browser navigates on the button's release (and Electron reports it as an auxclick): both are taken, once.
  const onAux = (event: MouseEvent) => void (mouseStep(event) && event.preventDefault())
  onMounted(() => {
    window.addEventListener('keydown', onKey)
    window.addEventListener('mouseup', onMouse)
    window.addEventListener('auxclick', onAux)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onKey)
    window.removeEventListener('mouseup', onMouse)
    window.removeEventListener('auxclick', onAux)
  })
}
