import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { accountSchemas } from '@shared/channels/accounts'

/** The contract's account schemas, worded in the current language (for form rules). */
export function useAccountSchemas() {
  const { t } = useI18n()
  return computed(() => accountSchemas((code) => t(`accounts.rules.${code}`)))
}
