import { call } from './api/client'

/**
 * The start-up calls, made as this module is evaluated. main.ts imports it before anything else, so the bridge
 * opens (in the browser host: its event stream) and the calls leave while the rest of the code is still being
 * evaluated, not after it. The stores that show the answers are created later in the same task, so no event can
 * arrive before they listen. A failure is the store's to report (it awaits the same promise).
 */
export const startCalls = {
  session: call('session:get'),
  accounts: call('accounts:list'),
  info: call('app:info'),
}
for (const pending of Object.values(startCalls)) pending.catch(() => undefined)
