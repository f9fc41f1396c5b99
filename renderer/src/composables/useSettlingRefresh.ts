import { onScopeDispose, watch } from 'vue'
import { call } from '../api/client'
import { useSessionStore } from '../stores/session'
import { settlingSections } from './settling'

const DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 15_000]
const MAX_ROUNDS = 40

/**
 * While the snapshot shows something the provider is still changing without a task to follow (servers
 * being deleted, a network being built, records being published), re-reads those sections until it settles — never while offline.
 */
export function useSettlingRefresh(): void {
  const session = useSessionStore()
  let timer: ReturnType<typeof setTimeout> | undefined
  let round = 0

  const schedule = () => {
    clearTimeout(timer)
    timer = undefined
    const sections = settlingSections(session.snapshot)
    if (!sections.length || session.status !== 'ready') {
      round = 0
      return
    }
    if (round >= MAX_ROUNDS) return
    const delay = DELAYS_MS[Math.min(round, DELAYS_MS.length - 1)]!
    round++
    timer = setTimeout(() => {
      // The session reports connectivity itself; a failed re-read is simply tried again next round.
      call('session:reread', { sections }).catch(schedule)
    }, delay)
  }

  watch([() => session.snapshot, () => session.status], schedule, { immediate: true })
  onScopeDispose(() => clearTimeout(timer))
}
