import { computed, shallowRef, watch } from 'vue'
import type { FieldChange } from './field-changes'

/**
 * A form open on a resource that a refresh may change: keeps what the form was opened on (while `engaged`,
 * i.e. the user has started on it; otherwise it follows the resource) and answers what changed since, and
 * whether the resource is gone. The form's own model is never touched: the user decides.
 */
export function useChangedUnderneath<T>(
  current: () => T | null | undefined,
  describe: (before: T, after: T) => FieldChange[],
  engaged: () => boolean = () => true,
) {
  const baseline = shallowRef<T | null>(current() ?? null)
  watch(current, (now) => {
    if (!engaged() || baseline.value === null) baseline.value = now ?? null
  })
  watch(engaged, (on) => {
    if (!on) baseline.value = current() ?? null
  })

  const gone = computed(() => baseline.value !== null && !current())
  const changes = computed<FieldChange[]>(() => {
    const now = current()
    return baseline.value !== null && now ? describe(baseline.value, now) : []
  })
  /** The user has seen the new values: compare with them from now on. */
  function accept(): void {
    baseline.value = current() ?? null
  }
  return { changes, gone, accept }
}
