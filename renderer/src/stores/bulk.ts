import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { BulkIntent, BulkItemResult, BulkServer } from '@shared/channels/bulk'
import { call, newRequestId, subscribe } from '../api/client'

/** One item of a bulk action: which account, which server. */
export interface BulkItem {
  accountId: string
  serverId: number
}

export const itemKey = (item: BulkItem) => `${item.accountId}|${item.serverId}`

/**
 * Bulk actions on servers across accounts: the servers to pick from (every account's cache), the set sent last and
 * each item's outcome as the backend tells it (`bulk:progress`). A retry of the failed items keeps the set's batch,
 * so the journal shows one set.
 */
export const useBulkStore = defineStore('bulk', () => {
  const open = ref(false)
  const servers = shallowRef<BulkServer[]>([])
  /** The set under way or last sent: its batch, and each item's outcome by itemKey. */
  const batchId = ref<string | null>(null)
  const outcomes = ref<Record<string, BulkItemResult>>({})

  async function load(): Promise<void> {
    servers.value = await call('bulk:servers')
  }

  /** Sends a new set (no batch yet) or the failed items of the current one again. */
  async function run(
    intent: BulkIntent,
    items: BulkItem[],
    confirm: Record<string, string>,
  ): Promise<BulkItemResult[]> {
    batchId.value ??= `bulk-${newRequestId().slice(1, 25)}`
    for (const item of items) delete outcomes.value[itemKey(item)]
    const results = await call('bulk:run', { batchId: batchId.value, intent, items, confirm })
    // The answer has every outcome too: what an event lost on the way (a reconnecting tab) is filled in.
    outcomes.value = { ...outcomes.value, ...Object.fromEntries(results.map((result) => [itemKey(result), result])) }
    return results
  }

  /** Forgets the last set: the next run is a new one. */
  function reset(): void {
    batchId.value = null
    outcomes.value = {}
  }

  subscribe('bulk:progress', ({ batchId: of, item }) => {
    if (of === batchId.value) outcomes.value = { ...outcomes.value, [itemKey(item)]: item }
  })

  return { open, servers, batchId, outcomes, load, run, reset }
})
