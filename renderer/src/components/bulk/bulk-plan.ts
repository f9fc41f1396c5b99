import type { AccountGuard } from '@shared/channels/accounts'
import type { BulkIntent, BulkServer } from '@shared/channels/bulk'

/** What a bulk action needs to know of an account: its name, colour and guard rail. */
export interface PlanAccount {
  id: string
  label: string
  color: string
  guard: AccountGuard
}

/** One account's part of a bulk action: its servers, and whether its guard rail refuses them or needs its name. */
export interface AccountPlan {
  account: PlanAccount
  servers: BulkServer[]
  /** Why nothing is sent to this account (read-only, or a protected account's bulk delete); null when it may be. */
  refused: 'readOnly' | 'bulkDelete' | null
  /** A protected account: its name must be typed for its servers to be sent. */
  needsName: boolean
}

/**
 * The picked servers by account, in the accounts' order, each account's part judged by its guard rail as the backend
 * will judge it (core/accounts/guard.ts): so the confirmation says per account what will happen.
 */
export function planOf(
  servers: readonly BulkServer[],
  picked: ReadonlySet<string>,
  intent: BulkIntent,
  accounts: readonly PlanAccount[],
): AccountPlan[] {
  return accounts
    .map((account) => {
      const mine = servers.filter((s) => s.accountId === account.id && picked.has(`${s.accountId}|${s.id}`))
      const refused =
        account.guard === 'readOnly'
          ? ('readOnly' as const)
          : account.guard === 'protected' && intent === 'delete'
            ? ('bulkDelete' as const)
            : null
      return { account, servers: mine, refused, needsName: refused === null && account.guard === 'protected' }
    })
    .filter((plan) => plan.servers.length > 0)
}

/** The items to send: every planned server of an account that is not refused and whose name (if needed) is typed. */
export function itemsToSend(plans: readonly AccountPlan[], names: Readonly<Record<string, string>>) {
  return plans
    .filter((plan) => plan.refused === null && (!plan.needsName || named(plan, names)))
    .flatMap((plan) => plan.servers.map((s) => ({ accountId: s.accountId, serverId: s.id })))
}

/** Whether the name typed for a protected account is its own (as the backend compares it). */
export function named(plan: AccountPlan, names: Readonly<Record<string, string>>): boolean {
  return (names[plan.account.id] ?? '').trim() === plan.account.label.trim()
}
