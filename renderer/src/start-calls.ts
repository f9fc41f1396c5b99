import { call, holdEvents } from './api/client'

/**
 * The start-up calls, made as this module is evaluated. boot.ts, the page's first module, imports it, so the bridge
 * opens (in the browser host: its event stream) and the calls leave while the app's code is still being fetched,
 * compiled and evaluated, not after it. The stores that show the answers are created tasks later: the events the
 * stores created at start listen to are held until main.ts has created them (releaseEvents), so none is lost.
 * A failure is the store's to report (it awaits the same promise).
 */
holdEvents(['session:changed', 'accounts:changed', 'app:hostConnection', 'app:updateAvailable'])

export const startCalls = {
  session: call('session:get'),
  accounts: call('accounts:list'),
  info: call('app:info'),
}
for (const pending of Object.values(startCalls)) pending.catch(() => undefined)
