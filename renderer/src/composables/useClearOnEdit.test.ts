import { effectScope, nextTick, reactive, ref } from 'vue'
import { describe, expect, it } from 'vitest'
import { useClearOnEdit } from './useClearOnEdit'

function form() {
  const model = reactive({ name: 'example.com', ttl: 3600 })
  const refusals = {
    error: ref<{ message: string; uncertain?: boolean } | null>(null),
    fieldErrors: ref<Record<string, string>>({}),
  }
  effectScope().run(() => useClearOnEdit(() => model, refusals))
  return { model, refusals }
}

describe('a refusal goes when the user edits what it was about', () => {
  it("a field's complaint goes when that field changes, not when another does", async () => {
    const { model, refusals } = form()
    refusals.fieldErrors.value = { name: 'The zone example.com already exists' }
    model.ttl = 600
    await nextTick()
    expect(refusals.fieldErrors.value).toEqual({ name: 'The zone example.com already exists' })
    model.name = 'example.org'
    await nextTick()
    expect(refusals.fieldErrors.value).toEqual({})
  })

  it('the refusal above the buttons goes on any edit, unless the change may have been made', async () => {
    const { model, refusals } = form()
    refusals.error.value = { message: 'Refused' }
    model.name = 'example.org'
    await nextTick()
    expect(refusals.error.value).toBeNull()
    refusals.error.value = { message: 'No answer', uncertain: true }
    model.name = 'example.net'
    await nextTick()
    expect(refusals.error.value).toEqual({ message: 'No answer', uncertain: true })
  })
})
