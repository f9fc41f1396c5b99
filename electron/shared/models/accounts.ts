import { momentOf } from './service-time'

/** Extension (GET /account): the status bar shows the balance. */
export interface Account {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  /** Real plus bonus money over the account's projects (ProjectBalances), else the deprecated Balance. */
  balance: number | null
  /** The bonus part of the balance, when the service splits it. */
  bonus: number | null
  /** The day the money runs out (BalanceTillDateUtc), ISO. */
  fundsUntil: string | null
}

/**
 * BalanceTillDateUtc as a moment: UTC by its name (C1 `Models/Account.cs`), so a time without a zone is UTC; a date
 * with no time (`2026-12-01`) is that day (`dayOnly`, format it in UTC); one with a zone is read as written.
 */
export const fundsUntilDate = (iso: string | null | undefined) => momentOf(iso, 'Z')

/** The day the money runs out in the user's language; a date-only value is that very day in every time zone. */
export function formatFundsUntil(iso: string | null | undefined, locale: string): string | null {
  const at = fundsUntilDate(iso)
  if (!at) return null
  return at.date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(at.dayOnly && { timeZone: 'UTC' }),
  })
}
