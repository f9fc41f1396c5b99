import { ref, watchEffect } from 'vue'

export const SIDEBAR_MIN = 200
export const SIDEBAR_MAX = 560
const KEY = 'hostdeck.sidebarWidth'

/** Within the bounds, in whole pixels. */
export const clampWidth = (px: number) => Math.round(Math.min(SIDEBAR_MAX, Math.max(SIDEBAR_MIN, px)))

/** Before the user sets one: narrower in a small window, so the tables keep their room. */
export const defaultWidth = (windowWidth: number) => (windowWidth < 1200 ? 260 : 320)

function stored(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY))
    return Number.isFinite(value) && value > 0 ? clampWidth(value) : null
  } catch {
    return null
  }
}

/**
 * The sidebar's width: dragged by its edge or set with the arrow keys on it, kept on this computer for the next
 * start. `drag` follows the pointer from where it went down; `nudge` moves by a step.
 */
export function useSidebarWidth() {
  const width = ref(stored() ?? defaultWidth(window.innerWidth))
  // Said to the page's styles too: the notices stand just right of the sidebar, never over the tree.
  watchEffect(() => document.documentElement.style.setProperty('--hostdeck-sidebar-width', `${width.value}px`))
  const save = () => {
    try {
      localStorage.setItem(KEY, String(width.value))
    } catch {
      // Nothing to keep it in (a locked-down profile): it stays for this session.
    }
  }
  function drag(event: PointerEvent): void {
    const startX = event.clientX
    const startWidth = width.value
    const handle = event.currentTarget as HTMLElement
    handle.setPointerCapture(event.pointerId)
    // Both listeners end with the drag: aborting the one signal removes them.
    const dragging = new AbortController()
    const { signal } = dragging
    const move = (e: PointerEvent) => (width.value = clampWidth(startWidth + e.clientX - startX))
    handle.addEventListener('pointermove', move, { signal })
    const up = () => {
      dragging.abort()
      save()
    }
    handle.addEventListener('pointerup', up, { signal })
  }
  function nudge(event: KeyboardEvent): void {
    const step = event.shiftKey ? 40 : 10
    const delta = { ArrowLeft: -step, ArrowRight: step }[event.key]
    if (delta === undefined && event.key !== 'Home' && event.key !== 'End') return
    event.preventDefault()
    width.value =
      event.key === 'Home' ? SIDEBAR_MIN : event.key === 'End' ? SIDEBAR_MAX : clampWidth(width.value + delta!)
    save()
  }
  return { width, drag, nudge }
}
