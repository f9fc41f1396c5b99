import { useI18n } from 'vue-i18n'
import type { RuleText } from '@shared/rule-text'

/**
 * The words a schema factory refuses with (its `say`), from the translations under `key`
 * (`'servers.rules'` words code `name` as `servers.rules.name`). Call it in a component's setup.
 */
export function useRuleText<C extends string>(key: string): RuleText<C> {
  const { t } = useI18n()
  return (code, params) => t(`${key}.${code}`, params ?? {})
}
