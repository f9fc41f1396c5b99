import { provide, ref, type InjectionKey, type Ref } from 'vue'
import { useSessionStore } from '../stores/session'
import type { ChangeCheck } from './change-visible'

/**
 * checking: re-reading after a change that may have been made · made: the re-read shows it · notVisible: the
 * re-reads do not show it yet — the service may still be applying it (never "not made": no timer can know) ·
 * confirmRetry: one more check before sending again still did not show it; sending again needs a second click ·
 * unknown: the re-read itself failed.
 */
export type CheckOutcome = 'checking' | 'made' | 'notVisible' | 'confirmRetry' | 'unknown'

/**
 * Re-reads at once, then after 2, 5, 10 and 20 s (37 s in all): a write the service applies late (an answer
 * 20–40 s late is seen in the field) shows before anything is offered again.
 */
export const CHECK_DELAYS_MS = [0, 2_000, 5_000, 10_000, 20_000]

export interface ChangeCheckState {
  outcome: Ref<CheckOutcome | null>
  /** Runs the last check again (after "could not check", or to look once more). */
  again(): void
}

export const CHANGE_CHECK: InjectionKey<ChangeCheckState> = Symbol('change-check')

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * After an uncertain change: re-reads its sections (or asks its probe) whether it shows. `onMade` runs when it
 * does (the form closes as after a success). Provided to the form's footer, which shows the outcome.
 */
export function useChangeCheck(onMade: () => void, delaysMs: readonly number[] = CHECK_DELAYS_MS) {
  const outcome = ref<CheckOutcome | null>(null)
  let last: ChangeCheck | null = null
  let round = 0

  /** One look: true when made, false when not visible, null when the look itself failed. */
  async function look(change: ChangeCheck): Promise<boolean | null> {
    try {
      if (change.probe) return await change.probe()
      const session = useSessionStore()
      await session.check(change.sections)
      const failed =
        change.sections.some((section) => session.sectionProblems[section] !== undefined) || session.offline
      return failed || !session.snapshot ? null : change.visible(session.snapshot)
    } catch {
      return null
    }
  }

  async function check(change: ChangeCheck, delays: readonly number[] = delaysMs): Promise<CheckOutcome> {
    last = change
    const mine = ++round
    outcome.value = 'checking'
    let seen: boolean | null = null
    for (const delay of delays) {
      if (delay > 0) await sleep(delay)
      if (mine !== round) return outcome.value ?? 'checking'
      seen = await look(change)
      if (mine !== round) return outcome.value ?? 'checking'
      if (seen) {
        outcome.value = 'made'
        onMade()
        return 'made'
      }
    }
    outcome.value = seen === null ? 'unknown' : 'notVisible'
    return outcome.value
  }

  /**
   * Before sending a change again: looks once more. True at once when there is nothing to look at, or when the
   * user already saw "still not visible" and so confirmed sending it again; else the check runs, and the answer
   * (false) waits for it: the form then waits for a second click.
   */
  function mayRetry(): true | Promise<boolean> {
    // Nothing to look at first: answered at once, so a first send is not held back a turn.
    if (outcome.value !== 'notVisible' || !last) return true
    return check(last, [0]).then((seen) => {
      if (seen === 'notVisible') outcome.value = 'confirmRetry'
      return false
    })
  }

  const state: ChangeCheckState = {
    outcome,
    again: () => void (last && check(last)),
  }
  provide(CHANGE_CHECK, state)

  function clear(): void {
    round++
    outcome.value = null
  }

  return { outcome, check, clear, mayRetry }
}
