import { useDialog } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { toHostdeckError } from '@shared/errors'
import { useSessionStore } from '../../stores/session'

/**
 * How a certificate's change that the service refused is shown: its own words in an error dialog under `title`,
 * and the account read again, since a refusal says our view of the certificate was out of date.
 */
export function useSslRefusal(): (title: string, caught: unknown) => void {
  const { t } = useI18n()
  const dialog = useDialog()
  const session = useSessionStore()
  return (title, caught) => {
    const failure = toHostdeckError(caught)
    dialog.error({ title, content: failure.serverMessage ?? failure.message, positiveText: t('forms.close') })
    void session.refresh().catch(() => undefined)
  }
}
