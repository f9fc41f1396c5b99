import type { ComputedRef } from 'vue'
import type { FormRules } from 'naive-ui'
import { nameTaken, withUniqueName } from '../../composables/unique-name-rule'

export { nameTaken }

/** The name a copy is offered: "web-01-copy", then "web-01-copy-2"… the first no server has. */
export function freeCopyName(base: string, names: readonly string[]): string {
  let candidate = `${base}-copy`
  for (let n = 2; nameTaken(candidate, names); n++) candidate = `${base}-copy-${n}`
  return candidate
}

/** The form's rules, with one more on `name`: the service refuses a second server of a name, whatever its case. */
export const withFreeName = (
  rules: ComputedRef<FormRules>,
  names: () => readonly string[],
  message: (name: string) => string,
): ComputedRef<FormRules> => withUniqueName(rules, 'name', names, message)
