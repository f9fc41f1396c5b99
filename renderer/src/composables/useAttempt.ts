import { computed, shallowRef } from 'vue'
import { HostdeckError, toHostdeckError } from '@shared/errors'

/**
 * A change started from a button, outside a form: `busy` names the one running (its label, null when none, so a
 * pane with several buttons spins only the right one), and a refusal stays in `failure` (for FormServerError)
 * until the next attempt clears it.
 */
export function useAttempt<L extends string | number | true = true>() {
  const busy = shallowRef<L | null>(null)
  const failure = shallowRef<HostdeckError | null>(null)
  const working = computed(() => busy.value !== null)

  async function attempt(label: L, work: () => Promise<unknown>): Promise<void> {
    busy.value = label
    failure.value = null
    try {
      await work()
    } catch (error) {
      failure.value = toHostdeckError(error)
    } finally {
      busy.value = null
    }
  }
  return { busy, working, failure, attempt }
}
