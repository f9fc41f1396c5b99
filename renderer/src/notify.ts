import { shallowRef, watch, type Ref } from 'vue'
import { createDiscreteApi, type ConfigProviderProps, type MessageApi } from 'naive-ui'
import { toHostdeckError } from '@shared/errors'
import { i18n } from './i18n'
import { naiveConfig } from './theme'

/**
 * Messages for code that has no component at hand (stores, the global error handler): naive-ui's discrete
 * message API, in the app's theme and language once App has shared them (`followAppConfig`).
 */
const config = shallowRef<ConfigProviderProps>(naiveConfig(false, 'en'))
let api: MessageApi | null = null

function messages(): MessageApi {
  api ??= createDiscreteApi(['message'], { configProviderProps: config }).message
  return api
}

/** Called once by App: discrete messages follow its theme and language from then on. */
export function followAppConfig(appConfig: Readonly<Ref<ConfigProviderProps>>): void {
  watch(appConfig, (next) => (config.value = next), { immediate: true })
}

export function notify(type: 'info' | 'success' | 'warning' | 'error', text: string): void {
  messages()[type](text)
}

/**
 * Tells the user that something they asked for failed (its message, in their words where the backend has them)
 * and logs the whole error for whoever reads the console. `context` says what was being done, for the log.
 */
export function notifyError(error: unknown, context = 'unexpected error'): void {
  console.error(`[hostdeck] ${context}:`, error)
  notify('error', `${i18n.global.t('errors.title')}: ${toHostdeckError(error).message}`)
}
