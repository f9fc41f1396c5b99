import { onBeforeUnmount, onMounted } from 'vue'
import { isMac, isRefreshKey } from './live-refresh'

/** Runs `refresh` on F5 / Ctrl+R (Cmd+R), instead of the browser reloading the page. */
export function useRefreshShortcut(refresh: () => void): void {
  const mac = isMac()
  function onKey(event: KeyboardEvent): void {
    if (!isRefreshKey(event, mac)) return
    event.preventDefault()
    if (!event.repeat) refresh()
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
