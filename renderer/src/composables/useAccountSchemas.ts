import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { accountSchemas } from '@shared/channels/accounts'
import { withUniqueName } from './unique-name-rule'
import { useZodRules } from './useZodRules'

/** The contract's account schemas, worded in the current language (for form rules). */
export function useAccountSchemas() {
  const { t } = useI18n()
  return computed(() => accountSchemas((code) => t(`accounts.rules.${code}`)))
}

/**
 * An account form's rules (adding one, or changing one): the contract's, and a name none of `otherLabels` has, since
 * two accounts of one name cannot be told apart in the switcher, the overview or the palette.
 */
export function useAccountRules(form: 'add' | 'update', otherLabels: () => readonly string[]) {
  const { t } = useI18n()
  const schemas = useAccountSchemas()
  const own = useZodRules(() => schemas.value[form])
  return withUniqueName(own, 'label', otherLabels, (label) => t('accounts.labelTaken', { label }))
}
