import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BulkItemResult } from '@shared/channels/bulk'
import type { TaskFinished } from '@shared/channels/tasks'

vi.mock('../api/client', () =>
  import('./test-kit').then((kit) => ({ ...kit.pendingClient, newRequestId: () => 'r0123456789abcdef012345678' })),
)
const { bridge, freshStores } = await import('./test-kit')
const { useBulkStore } = await import('./bulk')

const ended = (accountId: string, serverId: number, phase: TaskFinished['phase'] = 'done'): TaskFinished => ({
  key: `${accountId}/${serverId}`,
  accountId,
  accountLabel: accountId,
  subject: `PowerReboot of ${serverId}`,
  type: 'PowerReboot',
  name: null,
  title: '',
  phase,
  resource: { kind: 'server', id: serverId },
})
const result = (accountId: string, serverId: number, outcome: BulkItemResult['outcome']): BulkItemResult => ({
  accountId,
  serverId,
  outcome,
  message: null,
})

describe('a bulk action’s task ends', () => {
  beforeEach(freshStores)

  it('are kept until the last of the set’s comes, then told at once; a refused item and other tasks are not the set’s', async () => {
    const bulk = useBulkStore()
    const told: string[][] = []
    bulk.onSetEnded((set) => told.push(set.map((e) => `${e.accountId}/${e.resource.id}/${e.phase}`)))
    const items = [
      { accountId: 'a', serverId: 1 },
      { accountId: 'b', serverId: 1 },
      { accountId: 'a', serverId: 2 },
    ]
    const running = bulk.run('PowerReboot', items, {})
    // An item's task may end before the set's last item is sent.
    bridge.listeners.get('bulk:progress')?.({ batchId: bulk.batchId, item: result('a', 1, 'done') })
    expect(bulk.takeEnd(ended('a', 1))).toBe(true)
    bridge.listeners.get('bulk:progress')?.({ batchId: bulk.batchId, item: result('b', 1, 'done') })
    expect(bulk.takeEnd(ended('b', 1, 'failed'))).toBe(true)
    expect(told).toEqual([])
    // The last item is refused: nothing more to wait for, the set is told.
    bridge.calls[0]?.answer([result('a', 1, 'done'), result('b', 1, 'done'), result('a', 2, 'failed')])
    await running
    expect(told).toEqual([['a/1/done', 'b/1/failed']])
    // Told once: a later end of the same server, or another task's, is its own.
    expect(bulk.takeEnd(ended('b', 1))).toBe(false)
    expect(bulk.takeEnd(ended('a', 7))).toBe(false)
  })
})
