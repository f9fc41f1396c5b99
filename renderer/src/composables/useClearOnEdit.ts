import { watch, type Ref } from 'vue'

interface Refusals {
  error: Ref<{ uncertain?: boolean } | null>
  fieldErrors: Ref<Record<string, string>>
}

/**
 * The service's refusal of a form goes once the user edits what it was about: a field's complaint when that
 * field changes, the refusal above the buttons when any does ("zone exists" no longer stands beside another
 * name). A change that may have been made ("uncertain") stays said: editing does not answer it.
 */
export function useClearOnEdit(model: () => object, refusals: Refusals): void {
  watch(
    () => ({ ...model() }) as Record<string, unknown>,
    (now, before) => {
      const changed = Object.keys(now).filter((key) => !Object.is(now[key], before[key]))
      if (changed.length === 0) return
      if (refusals.error.value && !refusals.error.value.uncertain) refusals.error.value = null
      const fields = refusals.fieldErrors.value
      if (changed.some((key) => key in fields))
        refusals.fieldErrors.value = Object.fromEntries(
          Object.entries(fields).filter(([key]) => !changed.includes(key)),
        )
    },
  )
}
