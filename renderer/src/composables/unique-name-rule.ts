import { computed, type ComputedRef } from 'vue'
import type { FormItemRule, FormRules } from 'naive-ui'

/** A name another one already has, whatever its case and the spaces around it. */
export function nameTaken(name: string, names: readonly string[]): boolean {
  const wanted = name.trim().toLowerCase()
  return wanted !== '' && names.some((n) => n.trim().toLowerCase() === wanted)
}

/** The form's rules, with one more on `field`: none of `names` is it yet (said as typed, before sending). */
export function withUniqueName(
  rules: ComputedRef<FormRules>,
  field: string,
  names: () => readonly string[],
  message: (name: string) => string,
): ComputedRef<FormRules> {
  const unique: FormItemRule = {
    key: field,
    trigger: ['blur', 'input'],
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && nameTaken(value, names()) ? new Error(message(value.trim())) : true,
  }
  return computed(() => {
    const own = rules.value[field]
    return { ...rules.value, [field]: [...(Array.isArray(own) ? own : own ? [own] : []), unique] as FormItemRule[] }
  })
}
