import { inject, provide, type InjectionKey, type MaybeRef } from 'vue'
import type { FormRules } from 'naive-ui'
import type { FormSubmission } from '../../../composables/useFormSubmit'

/** What a form says under a field after the server refused it (useFormSubmit's `feedback`). */
export type FieldFeedback = (path: string) => { feedback?: string; validationStatus?: 'error' }

/**
 * What a form's field built on FormField is given: the `path` its rules and the server's refusals are under, its
 * `label` (also its accessible name), `feedback` of its own (else the form's), and a `note` under it.
 */
export interface FieldProps {
  path?: string
  label: string
  feedback?: FieldFeedback
  note?: string | null
}

/** A form as FormBody and FormDialog take it: its model, its rules (useZodRules' computed, or plain), and what useFormSubmit returned for it. */
export interface FormParts {
  model: object
  rules: MaybeRef<FormRules>
  submission: FormSubmission
}

const FIELD_FEEDBACK: InjectionKey<FieldFeedback> = Symbol('field-feedback')

/** A form's fields (FormField and the fields built on it) show what `feedback` says of their path. */
export function provideFieldFeedback(feedback: FieldFeedback): void {
  provide(FIELD_FEEDBACK, feedback)
}

export function injectFieldFeedback(): FieldFeedback | null {
  return inject(FIELD_FEEDBACK, null)
}
