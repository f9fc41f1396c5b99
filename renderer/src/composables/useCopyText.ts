import { useI18n } from 'vue-i18n'
import { useMessage } from 'naive-ui'

/** Copies a text to the clipboard and says so (`done`, already worded), or says the clipboard refused. */
export function useCopyText(): (text: string, done: string) => Promise<void> {
  const { t } = useI18n()
  const message = useMessage()
  return async (text, done) => {
    try {
      await navigator.clipboard.writeText(text)
      message.success(done)
    } catch {
      message.error(t('storage.connection.copyFailed'))
    }
  }
}
