import { ref, watch, watchEffect } from 'vue'
import { SIDEBAR_WIDTH_MAX, SIDEBAR_WIDTH_MIN } from '@shared/models/preferences'
import { usePreferencesStore } from '../stores/preferences'
import { startPainted } from '../start-painted'

export const SIDEBAR_MIN = SIDEBAR_WIDTH_MIN
export const SIDEBAR_MAX = SIDEBAR_WIDTH_MAX
/** Where the page kept the width before the preferences did (read once, to carry it over). */
export const LEGACY_KEY = 'hostdeck.sidebarWidth'
/** Arrow presses come in runs (a held key): the width is kept once the run has paused this long. */
const KEEP_AFTER_MS = 400

/** Within the bounds, in whole pixels. */
export const clampWidth = (px: number) => Math.round(Math.min(SIDEBAR_MAX, Math.max(SIDEBAR_MIN, px)))

/** Before the user sets one: narrower in a small window, so the tables keep their room. */
export const defaultWidth = (windowWidth: number) => (windowWidth < 1200 ? 260 : 320)

/**
 * The width an older Hostdeck kept in the page's localStorage, removed as it is read; null when none, or when the
 * page may not use its storage (reaching it throws then).
 */
export function takeLegacyWidth(storage: () => Pick<Storage, 'getItem' | 'removeItem'>): number | null {
  try {
    const raw = storage().getItem(LEGACY_KEY)
    storage().removeItem(LEGACY_KEY)
    const value = Number(raw)
    return raw !== null && Number.isFinite(value) && value > 0 ? clampWidth(value) : null
  } catch {
    return null
  }
}

/**
 * The sidebar's width: dragged by its edge or set with the arrow keys on it, kept on this computer for the next
 * start. `drag` follows the pointer from where it went down; `nudge` moves by a step.
 */
export function useSidebarWidth() {
  // Kept with the preferences, which came with the page: the page's own storage is a synchronous load that held
  // the first paint some 60 ms.
  const preferences = usePreferencesStore()
  const width = ref(preferences.sidebarWidth ?? defaultWidth(window.innerWidth))
  // Said to the page's styles too: the notices stand just right of the sidebar, never over the tree.
  watchEffect(() => document.documentElement.style.setProperty('--hostdeck-sidebar-width', `${width.value}px`))
  let moved = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = (after = 0) => {
    moved = true
    clearTimeout(timer)
    timer = setTimeout(() => void preferences.keepSidebarWidth(width.value), after)
  }
  // An older Hostdeck kept the width in the page: carried over once, after the start's paint, unless moved since.
  const carryOver = () => {
    const legacy = takeLegacyWidth(() => localStorage)
    if (moved) return
    if (legacy !== null) width.value = legacy
    void preferences.keepSidebarWidth(legacy)
  }
  if (preferences.sidebarWidth === undefined) {
    if (startPainted.value) carryOver()
    else watch(startPainted, carryOver, { once: true })
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
    // Alt+←/→ walk the panes' history (usePaneHistory).
    if (event.altKey) return
    const step = event.shiftKey ? 40 : 10
    const delta = { ArrowLeft: -step, ArrowRight: step }[event.key]
    if (delta === undefined && event.key !== 'Home' && event.key !== 'End') return
    event.preventDefault()
    width.value =
      event.key === 'Home' ? SIDEBAR_MIN : event.key === 'End' ? SIDEBAR_MAX : clampWidth(width.value + delta!)
    save(KEEP_AFTER_MS)
  }
  return { width, drag, nudge }
}
