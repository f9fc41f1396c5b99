import { describe, expect, it } from 'vitest'
import type { AccountSummary } from '../../shared/contract'
import type { BulkItemResult, BulkProgress, BulkServer } from '../../shared/channels/bulk'
import type { JournalEntry } from '../../shared/channels/journal'
import { DEMO_TOKEN } from '../../sandbox'
import { useStarted } from '../test-cleanups'
import { startDemoBackend } from './test-kit'

const CLIENT = 'bulk-client-token-0123456789'

describe('bulk actions across accounts', () => {
  const startDemo = useStarted(startDemoBackend)

  /** Demo (active) and Client on the same simulator, each with the demo's servers. */
  async function twoAccounts() {
    const demo = await startDemo()
    demo.sandbox.addCustomer({ token: CLIENT, data: 'demo' })
    const client = await demo.call<AccountSummary>('accounts:add', {
      label: 'Client',
      baseUrl: demo.sandbox.baseUrl,
      token: CLIENT,
    })
    const idOf = (token: string, name: string) => {
      const found = [...demo.sandbox.state(token).servers.values()].find((s) => s.Name === name)
      if (!found) throw new Error(`no server ${name}`)
      return found.ID
    }
    const progress: BulkProgress[] = []
    demo.backend.on('bulk:progress', (payload) => progress.push(payload as BulkProgress))
    demo.sandbox.requests.clear()
    return { ...demo, client, idOf, progress }
  }
  const actions = (kit: Awaited<ReturnType<typeof twoAccounts>>) =>
    kit.sandbox.requests.all().filter((r) => r.method === 'POST' && r.route === '/server/:id/action')

  it('reboots 5 servers over 2 accounts: 5 requests, one failing is listed with its reason, retrying it sends 1 more', async () => {
    const kit = await twoAccounts()
    const failing = kit.idOf(DEMO_TOKEN, 'db-01')
    kit.sandbox.faults.set([
      { method: 'POST', path: `/server/${failing}/action`, kind: 'status5xx', status: 500, times: 1 },
    ])
    const items = [
      ...['web-01', 'web-02', 'db-01'].map((name) => ({ accountId: 'demo', serverId: kit.idOf(DEMO_TOKEN, name) })),
      ...['web-01', 'web-02'].map((name) => ({ accountId: kit.client.id, serverId: kit.idOf(CLIENT, name) })),
    ]
    const results = await kit.call<BulkItemResult[]>('bulk:run', {
      batchId: 'bulk-test-1',
      intent: 'PowerReboot',
      items,
    })
    expect(actions(kit)).toHaveLength(5)
    expect(results.filter((r) => r.outcome === 'done')).toHaveLength(4)
    const failed = results.filter((r) => r.outcome === 'failed')
    expect(failed).toEqual([{ accountId: 'demo', serverId: failing, outcome: 'failed', message: expect.any(String) }])
    // Each request went to its own account's customer.
    expect(actions(kit).map((r) => r.headers.authorization?.endsWith(CLIENT))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ])
    // Told as it happened: each item starts, then ends.
    const told = kit.progress.map((p) => p.item.outcome)
    expect(told).toEqual(results.flatMap((r) => ['sending', r.outcome]))

    const again = await kit.call<BulkItemResult[]>('bulk:run', {
      batchId: 'bulk-test-1',
      intent: 'PowerReboot',
      items: failed.map(({ accountId, serverId }) => ({ accountId, serverId })),
    })
    expect(again.map((r) => r.outcome)).toEqual(['done'])
    expect(actions(kit)).toHaveLength(6)
    // One set in the journal: every item's entry carries its batch, in its own account's journal.
    const entries = await kit.call<JournalEntry[]>('journal:list')
    const marked = entries.filter((e) => e.batchId === 'bulk-test-1')
    expect(marked).toHaveLength(6)
    expect(new Set(marked.map((e) => e.accountId))).toEqual(new Set(['demo', kit.client.id]))
  })

  it('obeys each account’s guard rail: read-only refuses, protected needs its name and refuses a bulk delete', async () => {
    const kit = await twoAccounts()
    await kit.call('accounts:update', { id: 'demo', guard: 'readOnly' })
    await kit.call('accounts:update', { id: kit.client.id, guard: 'protected' })
    const items = [
      { accountId: 'demo', serverId: kit.idOf(DEMO_TOKEN, 'web-01') },
      { accountId: kit.client.id, serverId: kit.idOf(CLIENT, 'web-01') },
    ]
    const unnamed = await kit.call<BulkItemResult[]>('bulk:run', { batchId: 'bulk-test-2', intent: 'PowerOff', items })
    expect(unnamed.map((r) => r.outcome)).toEqual(['failed', 'failed'])
    expect(unnamed[0]?.message).toMatch(/read-only/)
    expect(unnamed[1]?.message).toMatch(/protected: type the account's name/)
    const named = await kit.call<BulkItemResult[]>('bulk:run', {
      batchId: 'bulk-test-2',
      intent: 'PowerOff',
      items,
      confirm: { [kit.client.id]: 'Client' },
    })
    expect(named.map((r) => r.outcome)).toEqual(['failed', 'done'])
    expect(actions(kit)).toHaveLength(1)
    const deleted = await kit.call<BulkItemResult[]>('bulk:run', {
      batchId: 'bulk-test-3',
      intent: 'delete',
      items: [items[1]],
      confirm: { [kit.client.id]: 'Client' },
    })
    expect(deleted[0]?.message).toMatch(/deleting several items at once is off/)
    expect(kit.sandbox.requests.all().filter((r) => r.method === 'DELETE')).toEqual([])
  })

  it('never lists a hidden account’s servers to pick from, the active one’s included', async () => {
    const kit = await twoAccounts()
    const accountsOf = async () =>
      [...new Set((await kit.call<BulkServer[]>('bulk:servers')).map((s) => s.accountId))].sort()
    await kit.call('accounts:switch', { id: kit.client.id })
    // Client's cache is written once its first read is in.
    await expect.poll(accountsOf).toEqual([kit.client.id, 'demo'].sort())
    await kit.call('accounts:setHidden', { id: 'demo', hidden: true })
    expect(await accountsOf()).toEqual([kit.client.id])
    // Opened while hidden (from the palette or the command line), it stays out of the bulk list.
    await kit.call('accounts:switch', { id: 'demo' })
    expect(await accountsOf()).toEqual([kit.client.id])
  })
})
