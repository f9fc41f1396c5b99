import { computed, type ComputedRef } from 'vue'
import type { FormItemRule, FormRules } from 'naive-ui'
import type { z } from 'zod'
import '../zod-setup'

/**
 * naive-ui form rules from the same zod schema the contract validates with, so the form and the backend
 * refuse the same input with the same words. Pass a getter when the schema depends on other state.
 */
export function useZodRules(
  schema: z.ZodObject | (() => z.ZodObject),
  trigger: string[] = ['blur', 'input'],
): ComputedRef<FormRules> {
  return computed(() => {
    const current = typeof schema === 'function' ? schema() : schema
    const rules: FormRules = {}
    for (const [field, fieldSchema] of Object.entries(current.shape)) {
      const rule: FormItemRule = {
        key: field,
        trigger,
        validator: (_rule, value: unknown) => {
          const result = (fieldSchema as z.ZodType).safeParse(value)
          return result.success ? true : new Error(result.error.issues[0]?.message ?? 'Invalid value')
        },
      }
      rules[field] = rule
    }
    return rules
  })
}
