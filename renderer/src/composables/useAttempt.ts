import { computed, shallowRef } from 'vue'
import { HostdeckError, toHostdeckError } from '@shared/errors'
import { useOnce } from './useOnce'

/**
 * A change started from a button, outside a form: `busy` names the one running (its label, null when none, so a
 * pane with several buttons spins only the right one), and a refusal stays in `failure` (for FormServerError)
 * until the next attempt clears it. One attempt at a time: a second click before the answer sends nothing.
 */
export function useAttempt<L extends string | number | true = true>() {
  const busy = shallowRef<L | null>(null)
  const failure = shallowRef<HostdeckError | null>(null)
  const working = computed(() => busy.value !== null)
  const guard = useOnce()

  /** Busy from this call on (useOnce): another attempt before the answer, of any label, does nothing. */
  function attempt(label: L, work: () => Promise<unknown>): Promise<void> {
    return guard.once(async () => {
      busy.value = label
      failure.value = null
      try {
        await work()
      } catch (error) {
        failure.value = toHostdeckError(error)
      } finally {
        busy.value = null
      }
    })
  }
  return { busy, working, failure, attempt }
}
