import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock, startSandbox, type SandboxHandle } from '../../sandbox'
import { createCloudApi } from '../api'
import { resourceTask } from '../handlers/server-tasks'
import { systemClock } from '../ports'
import { serverActionRequest, trackerWithFakes } from './tracker-kit'

const TOKEN = 'tasks-test-token'

describe('the task tracker against the sandbox', () => {
  const cleanups: Array<() => unknown> = []
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })

  async function sandbox(opts: { manual?: boolean; servers?: number } = {}): Promise<SandboxHandle> {
    const data = opts.servers ? { scale: { servers: opts.servers } } : ('demo' as const)
    const handle = await startSandbox({
      paceMs: 20,
      customers: [{ token: TOKEN, data }],
      ...(opts.manual && { clock: createManualClock() }),
    })
    cleanups.push(() => handle.close())
    return handle
  }

  async function tracker(handle: SandboxHandle, opts: { realClock?: boolean } = {}) {
    const api = createCloudApi({ baseUrl: handle.baseUrl, token: TOKEN, retries: 0 })
    const t = await trackerWithFakes({ apiFor: async () => api, ...(opts.realClock && { clock: systemClock }) })
    cleanups.push(() => t.tracker.dispose())
    return { ...t, api }
  }

  it('costs one GET /server/{id}/action per server per round for 24 actions on 6 servers', async () => {
    const handle = await sandbox({ manual: true, servers: 6 })
    const t = await tracker(handle)
    const servers = await t.api.servers.list()
    for (const [i, server] of servers.entries()) {
      for (let k = 0; k < 4; k++) {
        const action = await t.api.servers.runAction({ serverId: server.id, type: k % 2 ? 'PowerOn' : 'PowerReboot' })
        t.tracker.track({
          ...serverActionRequest(server.id, action.id),
          title: `Action ${k} of ${server.name}`,
          resource: { kind: 'server', id: i },
        })
      }
    }
    await t.tracker.settled()
    handle.counter.reset()
    await t.advance(5_000)
    expect(handle.counter.count('GET', '/server/:id/action')).toBe(10 * 6)
    expect(handle.counter.count('GET', '/server/:id/action/:actionId')).toBe(0)
    expect(t.tracker.list().running).toHaveLength(24)
  })

  it('follows a power-off to its end and re-reads the servers, which then show it off', async () => {
    const handle = await sandbox()
    const t = await tracker(handle, { realClock: true })
    const web = (await t.api.servers.list()).find((s) => s.name === 'web-01')!
    const action = await t.api.servers.runAction({ serverId: web.id, type: 'PowerOff' })
    t.tracker.track({ ...serverActionRequest(web.id, action.id), title: 'PowerOff of web-01' })
    await expect
      .poll(() => t.finished(), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ title: 'PowerOff of web-01 completed', phase: 'done' })])
    expect(t.refreshed).toEqual([{ accountId: 'demo', sections: ['servers'] }])
    expect(handle.state(TOKEN).servers.get(web.id)?.IsPowerOn).toBe(false)
  })

  it('ends a public-network deletion when the network answers 404', async () => {
    const handle = await sandbox()
    const t = await tracker(handle, { realClock: true })
    const [network] = await t.api.networks.listPublic()
    const deletion = await t.api.networks.deletePublic(network!.id)
    t.tracker.track({
      accountId: 'demo',
      task: deletion,
      source: { kind: 'publicNetworkDeletion', networkId: network!.id },
      title: `Deletion of ${network!.name}`,
      resource: { kind: 'publicNetwork', id: network!.id },
    })
    await expect.poll(() => t.finished(), { timeout: 5_000 }).toEqual([expect.objectContaining({ phase: 'done' })])
    expect(t.tracker.list().recent[0]).toMatchObject({ phase: 'done', progressPercent: 100 })
    expect(t.refreshed[0]?.sections).toEqual(['publicNetworks', 'servers'])
  })

  it('reads a storage user’s task from that user’s own read', async () => {
    const handle = await sandbox()
    const t = await tracker(handle, { realClock: true })
    expect((await t.api.storage.get()).state).toBe('Activated')
    const user = await t.api.storage.createUser({ userName: 'nightly-backup', keepPassword: false })
    const blocked = await t.api.storage.blockUser(user.id)
    const request = {
      accountId: 'demo',
      task: blocked.tasks.at(-1)!,
      source: { kind: 'storage' as const, userId: user.id },
      title: 'StorageUserBlock of nightly-backup',
      resource: { kind: 'storageUser', id: user.id },
    }
    t.tracker.track(request)
    await expect.poll(() => t.finished(), { timeout: 5_000 }).toEqual([expect.objectContaining({ phase: 'done' })])
    const percents = t.events
      .filter((e) => e.event === 'tasks:changed')
      .map((e) => (e.payload as { recent: Array<{ progressPercent: number }> }).recent[0]?.progressPercent)
    expect(percents.at(-1)).toBe(100)
    expect((await t.api.storage.getUser(user.id)).state).toBe('Blocked')
    expect(handle.counter.count('GET', '/storage/users/:id')).toBeGreaterThan(0)
    expect(handle.counter.count('GET', '/storage/users')).toBe(0)
  })

  it('follows a storage activation (no task in the answer) until the storage leaves Activating', async () => {
    const handle = await sandbox()
    const t = await tracker(handle, { realClock: true })
    await t.api.storage.deactivate()
    await expect
      .poll(
        () =>
          t.api.storage.get().then(
            () => 'there',
            () => 'gone',
          ),
        { timeout: 5_000 },
      )
      .toBe('gone')
    const storage = await t.api.storage.activate()
    expect(storage).toMatchObject({ state: 'Activating', tasks: [] })
    t.tracker.track({
      accountId: 'demo',
      task: resourceTask(storage.id, 'StorageActivation', 'Activating'),
      source: { kind: 'storage', userId: null },
      title: 'Activation of object storage',
      resource: { kind: 'storage', id: storage.id },
    })
    await expect.poll(() => t.finished(), { timeout: 5_000 }).toEqual([expect.objectContaining({ phase: 'done' })])
    expect(t.tracker.list().recent[0]).toMatchObject({ state: 'Activated', phase: 'done' })
    expect(t.refreshed[0]?.sections).toEqual(['storage', 'storageUsers'])
  })
})
