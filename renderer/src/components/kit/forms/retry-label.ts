import type { CheckOutcome } from '../../../composables/useChangeCheck'

/** The submit button's words after a change that may have been made: null keeps the form's own label. */
export function retryLabelOf(t: (key: string) => string) {
  return (outcome: CheckOutcome | null): string | null =>
    outcome === 'notVisible'
      ? t('forms.uncertain.tryAgain')
      : outcome === 'confirmRetry'
        ? t('forms.uncertain.sendAnyway')
        : null
}
