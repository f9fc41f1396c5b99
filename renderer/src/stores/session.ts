import { defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { SessionReceipt, SessionState } from '@shared/contract'
import { isNewerSession, type SnapshotSection } from '@shared/models/session'
import { applySessionChange, type SessionChange } from '@shared/session-change'
import { call, setDefaultInvokeMeta, subscribe } from '../api/client'
import { i18n } from '../i18n'
import { clockTime } from '../components/common/dates'

/** How long a re-read's answer waits for the events that bring its changes before asking for the whole state. */
export const RECEIPT_WAIT_MS = 2000

/** The active account's snapshot and connection state, as pushed by the backend. */
export const useSessionStore = defineStore('session', () => {
  // Snapshots can be large (thousands of DNS records): replace them whole, never deep-watch them.
  const state = shallowRef<SessionState | null>(null)

  const snapshot = computed(() => state.value?.snapshot ?? null)
  const status = computed(() => state.value?.status ?? 'loading')
  const offline = computed(() => status.value === 'offline')
  const fetchedAt = computed(() => (state.value?.fetchedAt ? new Date(state.value.fetchedAt) : null))
  const refreshing = computed(() => state.value?.refreshing ?? false)
  /** Sections whose last read failed, with why (their earlier data is still shown). */
  const sectionProblems = computed(() => state.value?.sectionProblems ?? {})

  /** Why changes are not possible right now, or null when they are. Buttons show it as their tooltip. */
  const mutationBlockedReason = computed(() => {
    if (offline.value) {
      const time = fetchedAt.value ? clockTime(fetchedAt.value, i18n.global.locale.value) : '—'
      return i18n.global.t('accounts.offlineBlocked', { time })
    }
    if (status.value === 'error') return state.value?.problem?.message ?? null
    return null
  })

  /** Keeps the newest state: a switch answer may arrive after the push that followed it. */
  function adopt(next: SessionState): void {
    if (isNewerSession(state.value, next)) state.value = next
  }

  /** Answers carrying a whole state, not landed yet: a change that cannot be applied meanwhile waits for them. */
  let answering = 0
  let held: SessionChange[] = []

  /**
   * Adopts the state an invoke answers with (session:get, accounts:switch…). Events never carry the whole
   * state: the `reset` that comes with a new one, and the changes after it, may arrive before this answer,
   * and are applied once it has landed instead of asking for the state a second time.
   */
  async function adoptAnswer(answer: Promise<SessionState>): Promise<void> {
    answering++
    try {
      adopt(await answer)
    } finally {
      if (--answering === 0) {
        const waiting = held
        held = []
        waiting.forEach(receive)
      }
    }
  }

  /** The whole state, asked for now (or the answer to a session:get already on its way: the start's). */
  async function load(answer: Promise<SessionState> = call('session:get')): Promise<void> {
    await adoptAnswer(answer)
  }

  /** Whether the state held is at `receipt`'s revision or later (or shows another account by now). */
  const reached = ({ accountId, revision }: SessionReceipt) =>
    state.value !== null && (state.value.accountId !== accountId || state.value.revision >= revision)

  /**
   * Resolves once the state held has reached what a re-read answered with. Its changes come as events, which in
   * the browser host travel on a stream of their own and may land just after the answer; if they have not come in
   * RECEIPT_WAIT_MS (a dropped stream), the whole state is asked for.
   */
  async function reach(answer: Promise<SessionReceipt>): Promise<void> {
    const receipt = await answer
    if (reached(receipt)) return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        stop()
        resolve(resync())
      }, RECEIPT_WAIT_MS)
      const stop = watch(state, () => {
        if (!reached(receipt)) return
        clearTimeout(timer)
        stop()
        resolve()
      })
    })
  }

  async function refresh(): Promise<void> {
    await reach(call('session:refresh'))
  }

  /** Re-reads the sections a pane shows when they are older than `olderThanMs` (nothing while offline). */
  async function refreshStale(sections: SnapshotSection[], olderThanMs = 30_000): Promise<void> {
    if (sections.length) await reach(call('session:refreshStale', { sections, olderThanMs }))
  }

  /**
   * One session:get at a time when a change could not be applied (a missed event, a reconnected stream), or when a
   * re-read's events did not come.
   */
  let resyncing: Promise<void> | null = null
  function resync(): Promise<void> {
    return (resyncing ??= load()
      .catch(() => undefined)
      .finally(() => (resyncing = null)))
  }

  // Every change says which account this window shows: the backend refuses it if another one is active by then.
  setDefaultInvokeMeta(() => (state.value ? { expectAccount: state.value.accountId } : {}))

  /** A pushed change: applied to the state held (the snapshot keeps its identity when only a flag changed). */
  function receive(change: SessionChange): void {
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

  subscribe('session:changed', receive)

  return {
    state,
    snapshot,
    status,
    offline,
    fetchedAt,
    refreshing,
    sectionProblems,
    mutationBlockedReason,
    adopt,
    adoptAnswer,
    receive,
    load,
    refresh,
    refreshStale,
  }
})

/** For components: the reason changes are blocked (tooltip text), reactive to language and connection. */
export function useMutationGuard() {
  const session = useSessionStore()
  useI18n()
  return {
    blocked: computed(() => session.mutationBlockedReason !== null),
    reason: computed(() => session.mutationBlockedReason),
  }
}
