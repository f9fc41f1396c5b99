import { onBeforeUnmount, onMounted } from 'vue'
import { call } from '../api/client'
import { windowVisible } from './live-refresh'

/**
 * Tells the backend whether Hostdeck can be seen, so it re-reads the active account on its cadence only then
 * (task polling goes on regardless). Reported on visibilitychange and on window focus and blur — a focused
 * window is visible; a blurred one only stops counting when the page is hidden. Only changes are sent.
 */
export function useWindowVisibility(): void {
  // The backend assumes visible at start.
  let reported = true

  function report(visible: boolean): void {
    if (visible === reported) return
    reported = visible
    // A lost report is corrected by the next event; there is nothing for the user to do about it.
    call('app:setVisibility', { visible }).catch(() => (reported = !visible))
  }
  const onVisibility = () => report(windowVisible())
  const onFocus = () => report(true)

  onMounted(() => {
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', onFocus)
    window.addEventListener('blur', onVisibility)
    onVisibility()
  })
  onBeforeUnmount(() => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('focus', onFocus)
    window.removeEventListener('blur', onVisibility)
  })
}
