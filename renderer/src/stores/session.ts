import { defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { AccountSnapshot, SessionState } from '@shared/contract'
import type { SnapshotSection } from '@shared/models/session'
import type { ResourceRef } from '@shared/resources'
import { call, setDefaultInvokeMeta, subscribe } from '../api/client'
import { i18n } from '../i18n'
import { clockTime } from '../format/dates'
import { createSessionReplica } from './session-replica'

export { RECEIPT_WAIT_MS } from './session-replica'

/**
 * The active account's snapshot and connection state, a replica of the backend's: it applies `session:changed`,
 * and asks for a re-read saying why (`session:reread`); what is read, and when, is the backend's to decide.
 */
export const useSessionStore = defineStore('session', () => {
  // Snapshots can be large (thousands of DNS records): replace them whole, never deep-watch them.
  const state = shallowRef<SessionState | null>(null)
  const replica = createSessionReplica(
    state,
    () => call('session:get'),
    (revision) => call('session:fill', { revision }),
  )

  const snapshot = computed(() => state.value?.snapshot ?? null)
  const status = computed(() => state.value?.status ?? 'loading')
  const offline = computed(() => status.value === 'offline')
  // A time that is not a date (a hand-edited cache) is shown as unknown, never as "Invalid time value".
  const fetchedAt = computed(() => {
    const at = state.value?.fetchedAt ? new Date(state.value.fetchedAt) : null
    return at && !Number.isNaN(at.getTime()) ? at : null
  })
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

  // Every change says which account this window shows: the backend refuses it if another one is active by then.
  setDefaultInvokeMeta(() => (state.value ? { expectAccount: state.value.accountId } : {}))
  subscribe('session:changed', replica.receive)

  return {
    state,
    snapshot,
    status,
    offline,
    fetchedAt,
    refreshing,
    sectionProblems,
    mutationBlockedReason,
    adopt: replica.adopt,
    adoptAnswer: replica.adoptAnswer,
    receive: replica.receive,
    /** The whole state, asked for now (or the answer to a session:get already on its way: the start's). */
    load: (answer: Promise<SessionState> = call('session:get')) => replica.adoptAnswer(answer),
    /** Every section now (Refresh, F5). */
    refresh: () => replica.reach(call('session:reread', { reason: 'refresh' })),
    /** The user opened this pane: the backend re-reads what it shows if that is old (nothing while offline). */
    paneOpened: (ref: ResourceRef) =>
      replica.reach(
        call('session:reread', { reason: 'pane', pane: { kind: ref.kind, id: ref.id, parentId: ref.parentId } }),
      ),
    /** A change may have been made: its sections are read again now. */
    check: (sections: SnapshotSection[]) => replica.reach(call('session:reread', { reason: 'check', sections })),
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

/**
 * A change answers before the replica shows what it did. Before selecting what was just created, wait until the
 * snapshot shows it, or give up after a while (the pane then says calmly that it cannot find it).
 */
export function untilSnapshot(predicate: (snapshot: AccountSnapshot) => boolean, timeoutMs = 8000): Promise<boolean> {
  const session = useSessionStore()
  if (session.snapshot && predicate(session.snapshot)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const stop = watch(
      () => session.snapshot,
      (snapshot) => {
        if (snapshot && predicate(snapshot)) finish(true)
      },
    )
    const timer = setTimeout(() => finish(false), timeoutMs)
    function finish(found: boolean) {
      clearTimeout(timer)
      stop()
      resolve(found)
    }
  })
}
