import type { AccountChoice } from './cache-shelf'
import { usage } from './exit-codes'
import { say } from './words'

/**
 * The account `wanted` names, by name (its label) or id, or the active one when no name is given (a read only: a
 * change is refused without one). None, or two of that name, is a usage error naming them.
 */
export function pickAccount<T extends AccountChoice>(accounts: readonly T[], wanted: string | undefined): T {
  const active = accounts.find((account) => account.active)
  if (wanted === undefined && active) return active
  if (wanted === undefined) throw usage(say('noActiveAccount'))
  const byId = accounts.find((account) => account.id === wanted)
  if (byId) return byId
  const named = accounts.filter((account) => account.label.toLowerCase() === wanted.toLowerCase())
  if (named.length === 1 && named[0]) return named[0]
  const known = accounts.map((account) => `${account.label} (${account.id})`).join(', ')
  if (named.length > 1) throw usage(say('accountsNamed', { wanted, known }))
  throw usage(say('noAccountNamed', { wanted, known }))
}
