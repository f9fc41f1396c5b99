import { describe, expect, it, vi } from 'vitest'
import { ref } from 'vue'
import type { FormInst } from 'naive-ui'
import { useConfirmedAction } from './useConfirmedAction'
import { useFormSubmit } from './useFormSubmit'

// Outside a component: no provide, no naive message, no bridge; what is left is the submit's own logic.
vi.mock('vue', async (importOriginal) => ({
  ...(await importOriginal<typeof import('vue')>()),
  provide: () => undefined,
}))
vi.mock('naive-ui', () => ({ useMessage: () => ({ success: () => undefined }) }))
vi.mock('vue-i18n', () => ({ useI18n: () => ({ t: (key: string) => key }) }))
vi.mock('../api/client', () => ({
  call: () => Promise.resolve(null),
  newRequestId: () => 'r1',
  withInvokeMeta: (_meta: unknown, action: () => unknown) => action(),
}))
vi.mock('../stores/session', () => ({ useSessionStore: () => ({ state: { accountId: 'demo' } }) }))

/** A change whose answer the test gives, counting what was sent. */
function change() {
  const sent: string[] = []
  const pending: Array<(value: string) => void> = []
  const send = () =>
    new Promise<string>((resolve) => {
      sent.push('sent')
      pending.push(resolve)
    })
  return { sent, send, answer: () => pending.splice(0).forEach((resolve) => resolve('made')) }
}

/** A form whose validation takes a turn, as naive's does: the window a second click used to fall into. */
function slowForm() {
  const validations: Array<() => void> = []
  const form = ref({
    validate: () => new Promise<void>((resolve) => validations.push(resolve)),
  } as unknown as FormInst)
  return { form, validated: () => validations.splice(0).forEach((pass) => pass()) }
}

describe('a form is submitted once per intent', () => {
  it('is busy from the first submit, before its validation ends, and a second submit then sends nothing', async () => {
    const { sent, send, answer } = change()
    const { form, validated } = slowForm()
    const { busy, submit } = useFormSubmit(form, send)
    /** Lets the pending validation pass, waits until the `count`th change is sent, and answers it. */
    const validateSendAndAnswer = async (count: number) => {
      validated()
      await vi.waitFor(() => expect(sent).toHaveLength(count))
      answer()
    }
    const first = submit()
    expect(busy.value).toBe(true)
    const second = submit()
    await validateSendAndAnswer(1)
    expect(await first).toBe('made')
    expect(await second).toBeUndefined()
    expect(sent).toHaveLength(1)
    expect(busy.value).toBe(false)

    const again = submit()
    await validateSendAndAnswer(2)
    expect(await again).toBe('made')
  })

  it('runs a confirmed action once for two confirming clicks in the same tick', async () => {
    const { sent, send, answer } = change()
    const confirmed = useConfirmedAction(send)
    const first = confirmed.run()
    const second = confirmed.run()
    expect(confirmed.busy.value).toBe(true)
    answer()
    await Promise.all([first, second])
    expect(sent).toHaveLength(1)
  })
})

describe('a form in a dialog', () => {
  it('closes the dialog it is given once its change is made, and keeps it open while it is sent or refused', async () => {
    const { sent, send, answer } = change()
    const { form, validated } = slowForm()
    const show = ref(true)
    const { submit } = useFormSubmit(form, send, { closes: show })
    const done = submit()
    validated()
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(show.value).toBe(true)
    answer()
    await done
    expect(show.value).toBe(false)

    show.value = true
    const refused = useFormSubmit(form, () => Promise.reject(new Error('refused')), { closes: show })
    const second = refused.submit()
    validated()
    await second
    expect(refused.error.value?.message).toBe('refused')
    expect(show.value).toBe(true)
  })
})

describe('a refusal with the service’s reasons per field (issue 52, row 3: ASP.NET’s ModelState)', () => {
  // No form to validate: the refusal alone.
  const passing = () => ref<FormInst | null>(null)
  const refusedWith = (data: Record<string, unknown>) => () =>
    Promise.reject({
      kind: 'rejected',
      message: 'Could not create the server: the server refused the request (400)',
      ...data,
    })

  it('shows each field’s reasons beside it, and nothing above the buttons when every reason has its field', async () => {
    const fields = { name: 'The Name field is required.', hddType: 'SAS is not offered here.' }
    const { submit, fieldErrors, error, feedback } = useFormSubmit(passing(), refusedWith({ field: 'name', fields }))
    await submit()
    expect(fieldErrors.value).toEqual(fields)
    expect(feedback('hddType')).toEqual({ feedback: 'SAS is not offered here.', validationStatus: 'error' })
    expect(error.value).toBeNull()
  })

  it('keeps the whole refusal above the buttons too when some reasons named no field of the form', async () => {
    const { submit, fieldErrors, error } = useFormSubmit(passing(), refusedWith({ fields: { name: 'Taken.' } }))
    await submit()
    expect(fieldErrors.value).toEqual({ name: 'Taken.' })
    expect(error.value?.message).toMatch(/refused the request/)
  })

  it('a refusal naming one field without reasons puts its whole message there, as before', async () => {
    const { submit, fieldErrors, error } = useFormSubmit(passing(), refusedWith({ field: 'hdd' }))
    await submit()
    expect(fieldErrors.value).toEqual({ hdd: 'Could not create the server: the server refused the request (400)' })
    expect(error.value).toBeNull()
  })
})

describe('an uncertain answer seen made after all (issue 53 item 13)', () => {
  it('takes the amber "may have been made" away from a form that stays open', async () => {
    const uncertain = () => Promise.reject({ kind: 'timeout', uncertain: true, message: 'No answer in time.' })
    const made = vi.fn()
    const { submit, error, outcome } = useFormSubmit(ref<FormInst | null>(null), uncertain, {
      check: () => ({ sections: [], visible: () => true, probe: () => Promise.resolve(true) }),
      onMade: made,
    })
    await submit()
    await vi.waitFor(() => expect(outcome.value).toBe('made'))
    expect(made).toHaveBeenCalledOnce()
    expect(error.value).toBeNull()
  })
})
