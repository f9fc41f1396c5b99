import { inject, provide, type InjectionKey } from 'vue'

/** What a form says under a field after the server refused it (useFormSubmit's `feedback`). */
export type FieldFeedback = (path: string) => { feedback?: string; validationStatus?: 'error' }

const FIELD_FEEDBACK: InjectionKey<FieldFeedback> = Symbol('field-feedback')

/** A form's fields (FormField and the fields built on it) show what `feedback` says of their path. */
export function provideFieldFeedback(feedback: FieldFeedback): void {
  provide(FIELD_FEEDBACK, feedback)
}

export function injectFieldFeedback(): FieldFeedback | null {
  return inject(FIELD_FEEDBACK, null)
}
