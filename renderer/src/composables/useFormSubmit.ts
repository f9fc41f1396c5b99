import { ref, type Ref } from 'vue'
import { useMessage, type FormInst } from 'naive-ui'
import { HostdeckError, toHostdeckError } from '@shared/errors'
import { useI18n } from 'vue-i18n'
import { useActionRun } from './useActionRun'
import { useChangeCheck } from './useChangeCheck'
import type { ChangeCheck } from './change-visible'

/** What a form does besides sending: what it says and does on success, how it checks an uncertain change. */
export interface FormSubmitOptions<T> {
  success?: () => string
  onSuccess?: (result: T) => void
  /**
   * How to tell, after a change that may have been made, whether it was (see change-visible). Built when the
   * form is sent, from what was sent. Then the form says "checking…", and either closes as made (`onMade`)
   * or says the change is not visible yet; "Try again" then looks once more and asks to confirm.
   */
  check?: () => ChangeCheck
  onMade?: () => void
  /** The dialog the form is in (its `show`): closed once the change is made, or seen made after an uncertain send. */
  closes?: Ref<boolean>
}

/** NFormItem props for a field's server refusal, if any. */
function feedbackOf(text: string | undefined): { feedback?: string; validationStatus?: 'error' } {
  return text ? { feedback: text, validationStatus: 'error' } : {}
}

/**
 * The refusal's words beside the fields: the service's reasons by field (a ModelState the backend placed), else the
 * whole message under the one field it names.
 */
function fieldErrorsOf(failure: HostdeckError): Record<string, string> {
  if (failure.fields) return { ...failure.fields }
  return failure.field ? { [failure.field]: failure.message } : {}
}

/**
 * The submit half of every form: busy from the first activation (useOnce), validates, keeps the button busy while sending, puts a refusal that names a
 * field under that field and any other refusal above the buttons, and never clears what the user typed.
 * While sending, Cancel (and Esc or the dialog's close button) stops waiting: the answer is then "may have
 * been made" (see useActionRun), shown like any refusal, with the input kept.
 */
export function useFormSubmit<T>(
  form: Ref<FormInst | null>,
  action: () => Promise<T>,
  opts: FormSubmitOptions<T> = {},
) {
  const message = useMessage()
  const { t } = useI18n()
  const runner = useActionRun()
  const error = ref<HostdeckError | null>(null)
  const checking = useChangeCheck(() => {
    // "May have been made" is answered: a form that stays open (a pane's) must not keep saying it.
    error.value = null
    message.success(t('forms.uncertain.made'))
    opts.onMade?.()
    if (opts.closes) opts.closes.value = false
  })
  const busy = runner.busy
  const fieldErrors = ref<Record<string, string>>({})

  function reset(): void {
    error.value = null
    fieldErrors.value = {}
    checking.clear()
  }

  /** Busy from this call on, synchronously: a second submit before the answer (a double-click) sends nothing. */
  function submit(): Promise<T | undefined> {
    if (checking.outcome.value === 'checking') return Promise.resolve(undefined)
    return runner.once(validateAndSend)
  }

  async function validateAndSend(): Promise<T | undefined> {
    // Sending again after "not visible yet": one more look first, and a second click to confirm.
    const go = checking.mayRetry()
    if (go !== true && !(await go)) return undefined
    reset()
    try {
      await form.value?.validate()
    } catch {
      return undefined
    }
    const change = opts.check?.()
    try {
      const result = await runner.send(action)
      if (opts.success) message.success(opts.success())
      opts.onSuccess?.(result)
      if (opts.closes) opts.closes.value = false
      return result
    } catch (caught) {
      const failure = toHostdeckError(caught)
      fieldErrors.value = fieldErrorsOf(failure)
      // Above the buttons unless every reason is shown beside its field.
      if (!failure.field) error.value = failure
      if (failure.uncertain && change) void checking.check(change)
      return undefined
    }
  }

  /** Props for an NFormItem, so a server refusal of that field shows inline like a rule failure. */
  const feedback = (field: string) => feedbackOf(fieldErrors.value[field])

  /** A template `:ref` for the form when it lives in another component (FormDialog). */
  function bindForm(instance: unknown): void {
    form.value = instance as FormInst | null
  }

  return {
    busy,
    error,
    fieldErrors,
    submit,
    feedback,
    reset,
    bindForm,
    stop: runner.stop,
    guard: runner.guard,
    outcome: checking.outcome,
  }
}

/** What useFormSubmit gives a form (FormDialog takes it whole). */
export type FormSubmission = ReturnType<typeof useFormSubmit>
