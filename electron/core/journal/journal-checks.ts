import type { JournalEntry } from '../../shared/channels/journal'
import type { CloudApi } from '../api'
import { NotFoundError } from '../errors'
import type { Clock } from '../ports'
import type { JournalStore } from './journal-store'
import { canCheck, checkOutcome, type Verdict } from './outcome-check'

export interface OutcomeCheckDeps {
  clock: Clock
  /** The API of the account an entry was sent with (absent: nothing can be checked, every entry stays unknown). */
  apiFor?(accountId: string): Promise<CloudApi>
}

/** Entries whose answer was lost: a check asks the service whether their change was made. */
const CHECKED_OUTCOMES: ReadonlySet<JournalEntry['outcome']> = new Set(['unknown', 'uncertain'])

/**
 * Resolving "outcome unknown": each such entry is checked with the service (outcome-check.ts) and the verdict
 * appended as a `check` line, so the entry reads made, not made, or still unknown (with when it was checked).
 */
export function createOutcomeChecks(store: JournalStore, deps: OutcomeCheckDeps) {
  /** After the host's dispose nothing more is written: the folder belongs to the next host. */
  let stopped = false
  async function verdictOf(entry: JournalEntry): Promise<Verdict> {
    if (!deps.apiFor || !canCheck(entry)) return 'unknown'
    const api = await deps.apiFor(entry.accountId).catch(() => null)
    return api ? checkOutcome(entry, api) : 'unknown'
  }
  async function checkOne(entry: JournalEntry): Promise<Verdict> {
    const verdict = await verdictOf(entry)
    if (stopped) return verdict
    await store.append(entry.accountId, { t: 'check', id: entry.id, verdict, at: deps.clock.now() })
    return verdict
  }
  const find = async (entryId: string) => (await store.list()).find((e) => e.id === entryId)

  return {
    /** Checks one entry on demand; one whose outcome is known is answered as it is. */
    async check(entryId: string): Promise<JournalEntry> {
      const entry = await find(entryId)
      if (!entry) throw new NotFoundError('This journal entry is no longer there.')
      if (!CHECKED_OUTCOMES.has(entry.outcome)) return entry
      await checkOne(entry)
      return (await find(entryId)) ?? entry
    },
    /** Checks every "outcome unknown" entry never checked yet (at start); answers the verdicts. */
    async checkUnchecked(): Promise<Verdict[]> {
      const open = (await store.list()).filter((e) => e.outcome === 'unknown' && e.checkedAt === undefined)
      const verdicts: Verdict[] = []
      for (const entry of open) if (!stopped) verdicts.push(await checkOne(entry))
      return stopped ? [] : verdicts
    },
    stop(): void {
      stopped = true
    },
  }
}

/** The one notice of what the start's checks found; null when there was nothing to check. */
export function verdictNotice(verdicts: readonly Verdict[]): string | null {
  if (verdicts.length === 0) return null
  const count = (verdict: Verdict) => verdicts.filter((v) => v === verdict).length
  const [made, notMade, unknown] = [count('made'), count('notMade'), count('unknown')]
  const one = verdicts.length === 1
  const head = one
    ? '1 change was sent before Hostdeck last closed, and its answer never came.'
    : `${verdicts.length} changes were sent before Hostdeck last closed, and their answer never came.`
  const found = one
    ? made === 1
      ? 'Hostdeck checked with the service: it was made.'
      : notMade === 1
        ? 'Hostdeck checked with the service: it was not made.'
        : 'Hostdeck could not tell whether it was made: it reads “outcome unknown” in the activity journal; check it there.'
    : [
        `Hostdeck checked with the service: ${made} made, ${notMade} not made.`,
        unknown > 0
          ? `For ${unknown} Hostdeck could not tell: they read “outcome unknown” in the activity journal; check them there.`
          : '',
      ]
        .filter(Boolean)
        .join(' ')
  return `${head} ${found}`
}
