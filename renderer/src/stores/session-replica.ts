import { watch, type ShallowRef } from 'vue'
import type { SessionReceipt, SessionState } from '@shared/contract'
import { isNewerSession } from '@shared/models/session'
import { applySessionChange, type SessionChange } from '@shared/session-change'
import { createPartsCollector } from '@shared/session-parts'
import { afterPaint } from '../after-paint'

/** How long a re-read's answer waits for the events that bring its changes before asking for the whole state. */
export const RECEIPT_WAIT_MS = 2000

/** Whether `held` is at `receipt`'s revision or later (or shows another account by now). */
const reached = (held: SessionState | null, { accountId, revision }: SessionReceipt) =>
  held !== null && (held.accountId !== accountId || held.revision >= revision)

/** Resolves once `done` holds for the state, or after RECEIPT_WAIT_MS with what `late` does. */
function waitUntil(
  state: ShallowRef<SessionState | null>,
  done: (held: SessionState | null) => boolean,
  late: () => Promise<void>,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      stop()
      resolve(late())
    }, RECEIPT_WAIT_MS)
    const stop = watch(state, () => {
      if (!done(state.value)) return
      clearTimeout(timer)
      stop()
      resolve()
    })
  })
}

/** A first state's fill is asked for once it has painted (or FRAME_WAIT_MS later, in a hidden window). */
const afterFirstStatePaint = (run: () => void) => afterPaint(run)

/**
 * The window's copy of the active session: it applies what `session:changed` says changed, adopts whole states
 * from the answers that carry them, and asks for the state again (`load`) only when a change cannot be applied.
 */
export function createSessionReplica(
  state: ShallowRef<SessionState | null>,
  load: () => Promise<SessionState>,
  askFill: (revision: number) => Promise<SessionReceipt | null>,
  painted: (run: () => void) => void = afterFirstStatePaint,
) {
  /** Answers carrying a whole state, not landed yet: a change that cannot be applied meanwhile waits for them. */
  let answering = 0
  /**
   * The revision of a large answer's first state (SessionState.pending) until its fill has come: it is asked for once
   * the first state has painted, and everything that comes meanwhile waits behind it.
   */
  let filling: number | null = null
  let held: SessionChange[] = []
  /** One session:get at a time (a missed event, a reconnected stream, a re-read whose events did not come). */
  let resyncing: Promise<void> | null = null

  /** Keeps the newest state: a switch answer may arrive after the push that followed it. */
  function adopt(next: SessionState): void {
    if (!isNewerSession(state.value, next)) return
    state.value = next
    filling = next.pending ? next.revision : null
    if (filling !== null) painted(() => void fill(next.revision))
  }

  /** Asks for the fill of the first state at `revision`; if it is not kept, or does not come, the whole state. */
  async function fill(revision: number): Promise<void> {
    if (filling !== revision) return
    const receipt = await askFill(revision).catch(() => null)
    if (filling !== revision) return
    if (receipt) await waitUntil(state, () => filling !== revision, resync)
    else await resync()
  }

  /** Applies the changes that waited, in order. */
  function flush(): void {
    const waiting = held
    held = []
    waiting.forEach(apply)
  }

  /**
   * Adopts the state an invoke answers with (session:get, accounts:switch…). The `reset` that comes with a new
   * state, and the changes after it, may arrive before this answer: they are applied once it has landed.
   */
  async function adoptAnswer(answer: Promise<SessionState>): Promise<void> {
    answering++
    try {
      adopt(await answer)
    } finally {
      if (--answering === 0 && filling === null) flush()
    }
  }

  function resync(): Promise<void> {
    return (resyncing ??= adoptAnswer(load())
      .catch(() => undefined)
      .finally(() => (resyncing = null)))
  }

  const parts = createPartsCollector()

  /**
   * A pushed event: a part of a large section is kept until the patch or fill that names it, which then applies
   * whole (the network's first read and a large answer's fill alike); one whose parts did not all come asks for
   * the state.
   */
  function receive(event: SessionChange): void {
    const change = parts.take(event)
    if (change === 'missing') return void resync()
    if (change) apply(change)
  }

  /**
   * A change: applied to the state held (the snapshot keeps its identity when only a flag changed). While a first
   * state waits for its fill, the fill applies and everything else waits behind it.
   */
  function apply(change: SessionChange): void {
    if (filling !== null) {
      if (change.kind !== 'fill' || change.revision !== filling) return void held.push(change)
      filling = null
      state.value = applySessionChange(state.value, change).state
      if (answering === 0) flush()
      return
    }
    if (held.length === 0) {
      const applied = applySessionChange(state.value, change)
      if (!applied.resync) {
        if (applied.state !== state.value) state.value = applied.state
        return
      }
      if (answering === 0) return void resync()
    }
    held.push(change)
  }

  /**
   * Resolves once the state held has reached what a re-read answered with. Its changes come as events, which in
   * the browser host travel on a stream of their own and may land just after the answer; if they have not come in
   * RECEIPT_WAIT_MS (a dropped stream), the whole state is asked for.
   */
  async function reach(answer: Promise<SessionReceipt>): Promise<void> {
    const receipt = await answer
    if (reached(state.value, receipt)) return
    await waitUntil(state, (held) => reached(held, receipt), resync)
  }

  return { adopt, adoptAnswer, receive, reach }
}
