import { ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { FormInst } from 'naive-ui'
import { useSessionStore } from '../stores/session'

/**
 * What a form dialog about one resource works with: the words, its domain's store (`useStore`), the session (to
 * check that a change landed) and the form it validates.
 */
export function useDialogParts<Store>(useStore: () => Store) {
  const { t } = useI18n()
  return { t, store: useStore(), session: useSessionStore(), formRef: ref<FormInst | null>(null) }
}
