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
 * BalanceTillDateUtc as a moment: a date with no time (`2026-12-01`, N3 and C16) is that day, midnight UTC, and is
 * shown as that day (`dayOnly`, format it in UTC); a time without a zone is UTC; one with a zone is read as written.
 */
export function fundsUntilDate(iso: string | null | undefined): { date: Date; dayOnly: boolean } | null {
  const text = iso?.trim() ?? ''
  if (text === '') return null
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
  const date = new Date(dayOnly ? `${text}T00:00:00Z` : /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`)
  return Number.isNaN(date.getTime()) ? null : { date, dayOnly }
}

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
