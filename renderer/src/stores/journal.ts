import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { JournalEntry, RevertPlan } from '@shared/channels/journal'
import { call, subscribe } from '../api/client'

/** The activity journal of every account (read-only) and the journal dialog's visibility. */
export const useJournalStore = defineStore('journal', () => {
  const entries = shallowRef<JournalEntry[]>([])
  const open = ref(false)
  const loading = ref(false)

  async function load(): Promise<void> {
    loading.value = true
    try {
      entries.value = await call('journal:list')
    } finally {
      loading.value = false
    }
  }

  const revertPlan = (entryId: string): Promise<RevertPlan> => call('journal:revertPlan', { entryId })
  async function revert(entryId: string): Promise<JournalEntry> {
    const made = await call('journal:revert', { entryId })
    await load()
    return made
  }

  /** Asks the service whether an "outcome unknown" entry's change was made; answers the entry as it now reads. */
  async function check(entryId: string): Promise<JournalEntry> {
    const checked = await call('journal:check', { entryId })
    await load()
    return checked
  }

  /** Entries added since the window started, for the "revert" offer right after a DNS change. */
  const fresh = shallowRef<JournalEntry[]>([])
  const startedAt = Date.now()
  /** Each entry seen, with its outcome: one seen while it was being sent ("unknown") counts as added once it ends. */
  let known: Map<string, JournalEntry['outcome']> | null = null
  // Reloaded on every change (a change or a task's end adds to it): bounded by the journal's rotation.
  // Coalesced: an import sends dozens of changes in a row; one read after they settle is enough.
  let pending: ReturnType<typeof setTimeout> | undefined
  subscribe('journal:changed', () => {
    clearTimeout(pending)
    pending = setTimeout(reload, 600)
  })
  function reload(): void {
    void load()
      .then(() => {
        const seen = (e: JournalEntry) => {
          const before = known?.get(e.id)
          return before !== undefined && !(before === 'unknown' && e.outcome !== 'unknown')
        }
        const added = entries.value.filter((e) => e.at >= startedAt && !seen(e))
        known = new Map(entries.value.map((e) => [e.id, e.outcome]))
        if (added.length > 0) fresh.value = added
      })
      .catch(() => undefined)
  }

  return { entries, open, loading, fresh, load, revertPlan, revert, check }
})
