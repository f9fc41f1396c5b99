import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { BulkIntent, BulkItemResult, BulkServer } from '@shared/channels/bulk'
import type { TaskFinished } from '@shared/channels/tasks'
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
  /**
   * The set's servers whose task's end is awaited, by itemKey, with the end once it came (an item the service
   * refused has no task and leaves): the set's ends are told in one notice, not one each (useTaskNotices).
   */
  const ends = new Map<string, TaskFinished | null>()
  let tell: ((ended: TaskFinished[]) => void) | null = null
  /** Tells the set's ends once none is awaited any more. */
  function settle(): void {
    const all = [...ends.values()]
    if (all.length === 0 || all.includes(null)) return
    ends.clear()
    tell?.(all.filter((end): end is TaskFinished => end !== null))
  }
  /** An item's outcome: one the service did not take has no task to wait for. */
  function outcomeOf(item: BulkItemResult): void {
    if (item.outcome !== 'failed' && item.outcome !== 'uncertain') return
    if (ends.get(itemKey(item)) === null) ends.delete(itemKey(item))
    settle()
  }

  /** Every account's servers' tags, by itemKey: the pick list's chips. */
  const tags = shallowRef(new Map<string, readonly string[]>())
  async function loadTags(): Promise<void> {
    const records = await call('tags:list', {})
    const servers = records.filter((r) => r.resource.kind === 'server')
    tags.value = new Map(servers.map((r) => [itemKey({ accountId: r.accountId, serverId: r.resource.id }), r.tags]))
  }

  async function load(): Promise<void> {
    ;[servers.value] = await Promise.all([call('bulk:servers'), loadTags()])
  }

  /** Adds one tag to (or removes it from) every item in one request (local: no confirmation); answers how many changed. */
  async function retag(items: readonly BulkItem[], tag: string, remove: boolean): Promise<number> {
    const refs = items.map(({ accountId, serverId }) => ({
      accountId,
      resource: { kind: 'server' as const, id: serverId },
    }))
    const changed = await call('tags:bulk', { items: refs, tag, remove })
    await loadTags()
    return changed
  }

  /** The picked servers whole, from their accounts' caches, with their tags: what an export writes. */
  const exportable = (items: readonly BulkItem[]) => call('bulk:exportServers', { items: [...items] })

  /** Sends a new set (no batch yet) or the failed items of the current one again. */
  async function run(
    intent: BulkIntent,
    items: BulkItem[],
    confirm: Record<string, string>,
  ): Promise<BulkItemResult[]> {
    batchId.value ??= `bulk-${newRequestId().slice(1, 25)}`
    for (const item of items) {
      delete outcomes.value[itemKey(item)]
      if (!ends.has(itemKey(item))) ends.set(itemKey(item), null)
    }
    const results = await call('bulk:run', { batchId: batchId.value, intent, items, confirm }).catch(
      (error: unknown) => {
        // No outcome came: no end is awaited (each is told alone).
        for (const item of items) if (ends.get(itemKey(item)) === null) ends.delete(itemKey(item))
        settle()
        throw error
      },
    )
    // The answer has every outcome too: what an event lost on the way (a reconnecting tab) is filled in.
    outcomes.value = { ...outcomes.value, ...Object.fromEntries(results.map((result) => [itemKey(result), result])) }
    results.forEach(outcomeOf)
    return results
  }

  /** Forgets the last set: the next run is a new one (ends still to come of the last one are told each alone). */
  function reset(): void {
    batchId.value = null
    outcomes.value = {}
    ends.clear()
  }

  /**
   * Takes a task's end when it is one the set awaits (true): told with the set's others, once the last came, to
   * the listener (`onSetEnded`). false: not the set's (told alone), a second end of the same server too.
   */
  function takeEnd(finished: TaskFinished): boolean {
    if (finished.resource.kind !== 'server' || !tell) return false
    const key = itemKey({ accountId: finished.accountId, serverId: Number(finished.resource.id) })
    if (ends.get(key) !== null) return false
    ends.set(key, finished)
    settle()
    return true
  }
  const onSetEnded = (listener: (ended: TaskFinished[]) => void) => void (tell = listener)

  subscribe('tags:changed', () => {
    if (open.value) void loadTags().catch(() => undefined)
  })
  subscribe('bulk:progress', ({ batchId: of, item }) => {
    if (of !== batchId.value) return
    outcomes.value = { ...outcomes.value, [itemKey(item)]: item }
    outcomeOf(item)
  })

  return { open, servers, tags, batchId, outcomes, load, retag, exportable, run, reset, takeEnd, onSetEnded }
})
