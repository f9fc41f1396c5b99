import { toHostdeckError } from '@shared/errors'
import { i18n } from './i18n'
import { noticeApis } from './notices'

/**
 * Messages for code that has no component at hand (stores, the global error handler): the app's own message
 * provider, through its stand-in (notices.ts), so they have the app's theme and language. Said before the provider
 * has loaded, a message shows the moment it has.
 */
export function notify(type: 'info' | 'success' | 'warning' | 'error', text: string): void {
  noticeApis.message[type](text)
}

/**
 * Tells the user that something they asked for failed (its message, in their words where the backend has them)
 * and logs the whole error for whoever reads the console. `context` says what was being done, for the log.
 */
export function notifyError(error: unknown, context = 'unexpected error'): void {
  console.error(`[hostdeck] ${context}:`, error)
  notify('error', `${i18n.global.t('errors.title')}: ${toHostdeckError(error).message}`)
}
