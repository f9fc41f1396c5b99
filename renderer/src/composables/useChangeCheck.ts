import { provide, ref, type InjectionKey, type Ref } from 'vue'
import { useSessionStore } from '../stores/session'
import type { ChangeCheck } from './change-visible'

/**
 * checking: re-reading after a change that may have been made · made: the re-read shows it · notMade: the
 * re-read shows it is not there (only now is "Try again" offered) · unknown: the re-read itself failed.
 */
export type CheckOutcome = 'checking' | 'made' | 'notMade' | 'unknown'

/** Re-reads at once, then again after 2 and 5 s: a write the service applies late still shows before "not made". */
export const CHECK_DELAYS_MS = [0, 2_000, 5_000]

export interface ChangeCheckState {
  outcome: Ref<CheckOutcome | null>
  /** Runs the last check again (after "could not check"). */
  again(): void
}

export const CHANGE_CHECK: InjectionKey<ChangeCheckState> = Symbol('change-check')

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * After an uncertain change: re-reads its sections and asks the check whether it shows. `onMade` runs when it
 * does (the form closes as after a success). Provided to the form's footer, which shows the outcome.
 */
export function useChangeCheck(onMade: () => void, delaysMs: readonly number[] = CHECK_DELAYS_MS) {
  const session = useSessionStore()
  const outcome = ref<CheckOutcome | null>(null)
  let last: ChangeCheck | null = null
  let round = 0

  async function check(change: ChangeCheck): Promise<CheckOutcome> {
    last = change
    const mine = ++round
    outcome.value = 'checking'
    let readFailed = false
    for (const delay of delaysMs) {
      if (delay > 0) await sleep(delay)
      if (mine !== round) return outcome.value ?? 'checking'
      try {
        await session.check(change.sections)
        readFailed =
          change.sections.some((section) => session.sectionProblems[section] !== undefined) || session.offline
      } catch {
        readFailed = true
      }
      if (mine !== round) return outcome.value ?? 'checking'
      if (!readFailed && session.snapshot && change.visible(session.snapshot)) {
        outcome.value = 'made'
        onMade()
        return 'made'
      }
    }
    outcome.value = readFailed ? 'unknown' : 'notMade'
    return outcome.value
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

  return { outcome, check, clear }
}
