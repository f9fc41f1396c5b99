import { computed } from 'vue'
import { describe, expect, it } from 'vitest'
import type { FormItemRule } from 'naive-ui'
import { withUniqueName } from './unique-name-rule'

describe('a name no other has', () => {
  it("adds its rule to the field's own, refusing another account's name whatever its case", () => {
    const rules = withUniqueName(
      computed(() => ({ baseUrl: { key: 'baseUrl' } })),
      'label',
      () => ['Demo', 'Production '],
      (label) => `Another account is already called ${label}`,
    )
    expect(rules.value.baseUrl).toEqual({ key: 'baseUrl' })
    const [unique] = rules.value.label as FormItemRule[]
    const check = (value: string) => (unique!.validator as (r: FormItemRule, v: unknown) => unknown)(unique!, value)
    expect(check(' production')).toEqual(new Error('Another account is already called production'))
    expect(check('Staging')).toBe(true)
  })
})
