import type { AccountGuard } from '../../shared/channels/accounts'
import type { InvokeMeta } from '../../shared/channels/app'
import { BackendError } from '../errors'
import type { InvokeCall } from '../invoke-scope'

/** The account a change is for, as its guard rail needs it. */
export interface GuardedAccount {
  label: string
  guard: AccountGuard
}

/** How much each mode guards: leaving one for a weaker one is itself a change the account's name must confirm. */
const STRENGTH: Record<AccountGuard, number> = { normal: 0, protected: 1, readOnly: 2 }

/**
 * Why an account's guard rail may not be weakened as asked (protected or read-only → a weaker mode), or null: it is,
 * when the account's name was typed (`confirmAccount`), so a guarded account is never opened by a stray click.
 */
export function loweringRefusal(account: GuardedAccount, next: AccountGuard | undefined, meta: InvokeMeta) {
  if (next === undefined || STRENGTH[next] >= STRENGTH[account.guard]) return null
  if (meta.confirmAccount?.trim() === account.label.trim()) return null
  return new BackendError({
    kind: 'confirmAccount',
    message: `“${account.label}” is ${account.guard === 'readOnly' ? 'read-only' : 'protected'}: type the account's name to weaken its guard rail. Nothing was changed.`,
  })
}

/** A deletion of more than one item at once: what a protected account turns off. */
function deletesSeveral(call: InvokeCall | null, meta: InvokeMeta): boolean {
  if (!call || !/:delete\w*$/.test(call.channel)) return false
  const ids = (call.input as { ids?: unknown } | null)?.ids
  return meta.bulk === true || (Array.isArray(ids) && ids.length > 1)
}

/**
 * Why the account's guard rail refuses this change, or null when it lets it through. Asked by the one place every
 * change passes before it is sent (ResourceContext.mutate, ahead of the journal's write-ahead), so the desktop
 * window, the browser host and the command line obey the same modes and a refused change reaches nothing.
 */
export function guardRefusal(account: GuardedAccount, meta: InvokeMeta, call: InvokeCall | null): BackendError | null {
  const name = account.label
  if (account.guard === 'readOnly')
    return new BackendError({
      kind: 'readOnly',
      message: `“${name}” is read-only: nothing was sent. Reads, exports and the journal still work; to change something, set the account to normal or protected in its settings.`,
    })
  if (account.guard !== 'protected') return null
  if (deletesSeveral(call, meta))
    return new BackendError({
      kind: 'protected',
      message: `“${name}” is protected: deleting several items at once is off, so nothing was sent. Delete them one at a time, each confirmed with the account's name.`,
    })
  if (meta.confirmAccount?.trim() === name.trim()) return null
  return new BackendError({
    kind: 'confirmAccount',
    message:
      meta.confirmAccount === undefined
        ? `“${name}” is protected: type the account's name to confirm this change. Nothing was sent.`
        : `The name typed is not “${name}”: nothing was sent. Type the account's name exactly to confirm.`,
  })
}
