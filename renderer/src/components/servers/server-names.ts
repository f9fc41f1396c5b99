import { computed, type ComputedRef } from 'vue'
import type { FormItemRule, FormRules } from 'naive-ui'

/** The service refuses a second server of the same name, whatever its case: so does the form, before sending. */
export function nameTaken(name: string, names: readonly string[]): boolean {
  const wanted = name.trim().toLowerCase()
  return wanted !== '' && names.some((n) => n.toLowerCase() === wanted)
}

/** The name a copy is offered: "web-01-copy", then "web-01-copy-2"… the first no server has. */
export function freeCopyName(base: string, names: readonly string[]): string {
  let candidate = `${base}-copy`
  for (let n = 2; nameTaken(candidate, names); n++) candidate = `${base}-copy-${n}`
  return candidate
}

/** The form's rules, with one more on `name`: no server of the account has it yet. */
export function withFreeName(
  rules: ComputedRef<FormRules>,
  names: () => readonly string[],
  message: (name: string) => string,
): ComputedRef<FormRules> {
  const free: FormItemRule = {
    key: 'name',
    trigger: ['blur', 'input'],
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && nameTaken(value, names()) ? new Error(message(value.trim())) : true,
  }
  return computed(() => {
    const own = rules.value.name
    return { ...rules.value, name: [...(Array.isArray(own) ? own : own ? [own] : []), free] as FormItemRule[] }
  })
}
