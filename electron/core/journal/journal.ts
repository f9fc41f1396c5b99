import { AsyncLocalStorage } from 'node:async_hooks'
import type { TaskFinished } from '../../shared/channels/tasks'
import type { AccountSnapshot, ParsedInput } from '../../shared/contract'
import type { Handler, Handlers } from '../dispatch'
import { currentInvoke } from '../invoke-scope'
import type { Clock } from '../ports'
import { sourceKey } from '../tasks/poll-round'
import type { TaskTracker } from '../tasks/types'
import { createOutcomeChecks, type OutcomeCheckDeps } from './journal-checks'
import { entryOf, type Ending, type JournalTags } from './journal-entry'
import { createJournalStore, type JournalStore, type JournalStoreDeps } from './journal-store'
import { JOURNALED, type JournaledChannel } from './operations'

export type { JournalTags } from './journal-entry'

export interface JournalDeps extends JournalStoreDeps, OutcomeCheckDeps {
  clock: Clock
  accountLabel(accountId: string): Promise<string | undefined>
}

/** One journaled request while it runs: filled in by the mutate path (which account, what it knew). */
interface Running {
  accountId: string | null
  known: AccountSnapshot | null
  taskKeys: string[]
  /** Writes the "sending" line, before the request goes out. */
  open(accountId: string, known: AccountSnapshot | null): Promise<void>
}

/** Where a journaled request runs: which account it went to, once sent, and the marks around it. */
interface Contexts {
  running: AsyncLocalStorage<Running>
  tags: AsyncLocalStorage<JournalTags>
}

/** Journaled handlers: each runs in its own context, and its entry is written when it ends, if it sent anything. */
function createJournaling(deps: JournalDeps, store: JournalStore, { running, tags }: Contexts) {
  let seq = 0
  /**
   * Writes one change's line: `sending` before it goes out (ending null), `entry` with its outcome after, under
   * the same id (the later line replaces the earlier when the journal is read).
   */
  async function record<C extends JournaledChannel>(
    operation: C,
    input: ParsedInput<C>,
    { accountId, known, taskKeys }: Pick<Running, 'known' | 'taskKeys'> & { accountId: string },
    { id, at }: { id: string; at: number },
    ending: Ending<C> | null,
  ): Promise<void> {
    const accountLabel = (await deps.accountLabel(accountId).catch(() => undefined)) ?? accountId
    const sent = { id, at, accountId, accountLabel, known, taskKeys }
    const entry = entryOf(operation, input, sent, ending, tags.getStore() ?? {})
    await store.append(accountId, ending === null ? { t: 'sending', ...entry } : { t: 'entry', ...entry })
  }
  function journaled<C extends JournaledChannel>(operation: C, inner: Handler<C>): Handler<C> {
    return (input) => {
      const at = deps.clock.now()
      const line = { id: `${at.toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 6)}`, at }
      const state: Running = {
        accountId: null,
        known: null,
        taskKeys: [],
        open: (accountId, known) => record(operation, input, { accountId, known, taskKeys: [] }, line, null),
      }
      const run = () =>
        running.run(state, async () => {
          let ending: Ending<C>
          try {
            ending = { ok: true, value: await inner(input) }
          } catch (error) {
            ending = { ok: false, error }
          }
          // Refused before sending (offline…): nothing reached the service, nothing to journal.
          if (state.accountId !== null)
            await record(operation, input, { ...state, accountId: state.accountId }, line, ending)
          if (!ending.ok) throw ending.error
          return ending.value
        })
      // The command line's calls say so in their meta: their entries carry it (a revert it asked for too).
      const source = currentInvoke().source
      return source ? tags.run({ ...tags.getStore(), source }, run) : run()
    }
  }
  /** `{ [operation]: its journaled handler }`, typed by the operation's channel. */
  return <C extends JournaledChannel>(handlers: Handlers, operation: C) => ({
    [operation]: journaled(operation, handlers[operation]),
  })
}

/**
 * The activity journal. `wrap` puts every journaled channel's handler inside a context; the mutate path says
 * when a request is really sent (`sending`), and the tracker wrapper which tasks it started. An entry is
 * appended when the handler ends; a task's end is appended when the tracker announces it.
 */
export function createJournal(deps: JournalDeps) {
  const store = createJournalStore(deps)
  const running = new AsyncLocalStorage<Running>()
  const tags = new AsyncLocalStorage<JournalTags>()
  const journaledOne = createJournaling(deps, store, { running, tags })
  const checks = createOutcomeChecks(store, deps)
  const stopTasks = deps.bus.on('tasks:finished', (payload) => {
    const finished = payload as TaskFinished
    void store.append(finished.accountId, { t: 'task', key: finished.key, phase: finished.phase, at: deps.clock.now() })
  })

  return {
    /** Wraps the handlers of every operation the journal knows; the others pass through untouched. */
    wrap(handlers: Handlers): Handlers {
      const wrapped = { ...handlers }
      for (const operation of JOURNALED) Object.assign(wrapped, journaledOne(handlers, operation))
      return wrapped
    },
    /**
     * Called by the mutate path just before a change is sent: the first one names the account and writes the
     * "sending" line, so a change cut by a crash or a kill is still in the journal (as "outcome unknown"). Throws
     * when that line cannot be written: write-ahead, so the change is not sent.
     */
    async sending(accountId: string, known: AccountSnapshot | null): Promise<void> {
      const state = running.getStore()
      if (!state || state.accountId !== null) return
      // Refused when the line cannot be written (thrown): then nothing was sent, and there is nothing to journal.
      await state.open(accountId, known)
      Object.assign(state, { accountId, known })
    },
    /** The tracker the handlers use: each task a journaled change starts is noted on its entry. */
    tracker(tasks: TaskTracker): TaskTracker {
      return {
        track(request) {
          running.getStore()?.taskKeys.push(`${request.accountId}|${sourceKey(request.source)}|${request.task.id}`)
          tasks.track(request)
        },
        dispose: () => tasks.dispose(),
      }
    },
    /** Runs changes under marks (a revert, an import batch) that their entries carry. */
    tagged<T>(marks: JournalTags, fn: () => Promise<T>): Promise<T> {
      return tags.run({ ...tags.getStore(), ...marks }, fn)
    },
    list: store.list,
    closeOpen: store.closeOpen,
    /** Asks the service whether an "outcome unknown" (or uncertain) entry's change was made; writes the verdict. */
    check: checks.check,
    /** At start, after `closeOpen`: every "outcome unknown" entry never checked is checked; answers the verdicts. */
    checkUnchecked: checks.checkUnchecked,
    flushed: store.flushed,
    dispose(): void {
      stopTasks()
      checks.stop()
    },
  }
}

export type Journal = ReturnType<typeof createJournal>
