import { domainToASCII } from 'node:url'
import type { JournalEntry } from '../../shared/channels/journal'
import { isChannelName } from '../../shared/contract'
import { sameName } from '../../shared/resources'
import type { CloudApi } from '../api'
import { isJournaled, OPERATIONS } from './operations'
import type { OutcomeCheck, Verdict } from './operations/operation-kit'

export type { Verdict } from './operations/operation-kit'

/** The outcome check of an entry's operation, from its journal entry (operations/<domain>.ts `outcome`). */
function checkOf(operation: string): OutcomeCheck | undefined {
  return isChannelName(operation) && isJournaled(operation) ? OPERATIONS[operation].outcome : undefined
}

/** Whether this check can tell anything of the entry's operation (the others stay "outcome unknown"). */
export function canCheck(entry: Pick<JournalEntry, 'operation'>): boolean {
  return checkOf(entry.operation) !== undefined
}

/** A creation asked by name: made when an item of that name (or its ASCII form, a punycode zone) is listed now. */
async function creationMade(names: string[], asked: string | null): Promise<Verdict> {
  if (asked === null) return 'unknown'
  const forms = [asked, domainToASCII(asked)].filter(Boolean)
  return names.some((name) => forms.some((form) => sameName(name, form))) ? 'made' : 'notMade'
}

/**
 * Asks the service now whether the change of an entry whose answer was lost was made. A read that fails (the
 * service down, the server gone) tells nothing: "unknown", to be checked again later.
 */
export async function checkOutcome(entry: JournalEntry, api: CloudApi): Promise<Verdict> {
  const check = checkOf(entry.operation)
  try {
    if (!check) return 'unknown'
    if ('own' in check) return await check.own(api, entry)
    if ('created' in check) return await creationMade(await check.created(api), entry.resource.name)
    const id = entry.resource.id
    if (typeof id !== 'number') return 'unknown'
    // One still listed may be on its way out (a server's deletion takes a while): unknown, never "not made".
    return (await check.deleted(api)).includes(id) ? 'unknown' : 'made'
  } catch {
    return 'unknown'
  }
}
