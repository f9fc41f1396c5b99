import { computed } from 'vue'
import { describe, expect, it } from 'vitest'
import type { FormItemRule } from 'naive-ui'
import { freeCopyName, nameTaken, withFreeName } from './server-names'

const names = ['web-01', 'App-03', 'app-03-copy']

describe('server names', () => {
  it('a name is taken whatever its case and spaces, as the service says', () => {
    expect(nameTaken(' WEB-01 ', names)).toBe(true)
    expect(nameTaken('web-02', names)).toBe(false)
    expect(nameTaken('  ', names)).toBe(false)
  })

  it('a copy is offered a name no server has', () => {
    expect(freeCopyName('web-01', names)).toBe('web-01-copy')
    expect(freeCopyName('app-03', names)).toBe('app-03-copy-2')
    expect(freeCopyName('app-03', [...names, 'app-03-copy-2'])).toBe('app-03-copy-3')
  })

  it('the form refuses a taken name before sending, beside its own rules', () => {
    const own: FormItemRule = { key: 'name', validator: () => true }
    const rules = withFreeName(
      computed(() => ({ name: own })),
      () => names,
      (name) => `A server named ${name} already exists`,
    )
    const [first, free] = rules.value.name as FormItemRule[]
    expect(first).toBe(own)
    const check = (value: string) => (free!.validator as (r: FormItemRule, v: unknown) => unknown)(free!, value)
    expect(check('Web-01 ')).toEqual(new Error('A server named Web-01 already exists'))
    expect(check('web-09')).toBe(true)
  })
})
