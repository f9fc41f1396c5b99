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

  // Reloaded while shown: a change or a task's end adds to it.
  subscribe('journal:changed', () => {
    if (open.value) void load().catch(() => undefined)
  })

  return { entries, open, loading, load, revertPlan, revert }
})
