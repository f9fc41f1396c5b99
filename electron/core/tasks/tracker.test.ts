import { describe, expect, it } from 'vitest'
import { ApiError } from '../api'
import type { TaskList } from '../../shared/channels/tasks'
import type { AccountSummary, SessionState } from '../../shared/contract'
import { SLOWEST_POLL_MS } from './pace'
import { serverActionRequest, task, trackerWithFakes } from './tracker-kit'

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!)
const lastList = (events: Array<{ event: string; payload: unknown }>) =>
  events.filter((e) => e.event === 'tasks:changed').at(-1)?.payload as TaskList

describe('the task tracker', () => {
  it('reads every 500 ms for the first 5 s, then 1.5× longer each time, up to 10 s', async () => {
    const t = await trackerWithFakes()
    t.tracker.track(serverActionRequest(1, 101))
    await t.tracker.settled()
    await t.advance(60_000)
    const times = t.fake.calls.map((c) => c.at - t.fake.calls[0]!.at + 500)
    const waits = gaps([0, ...times])
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(500))
    const slowing = waits.slice(10)
    expect(slowing[0]).toBe(750)
    for (let i = 1; i < slowing.length; i++) {
      expect(slowing[i]).toBe(Math.min(SLOWEST_POLL_MS, Math.round(slowing[i - 1]! * 1.5)))
    }
    expect(slowing.at(-1)).toBe(SLOWEST_POLL_MS)
    t.tracker.dispose()
  })

  it('reads each server once per round however many of its actions it follows', async () => {
    const t = await trackerWithFakes()
    for (const [server, action] of [
      [1, 11],
      [1, 12],
      [1, 13],
      [2, 21],
      [2, 22],
    ] as const)
      t.tracker.track(serverActionRequest(server, action))
    await t.tracker.settled()
    await t.advance(2_000)
    expect(t.fake.calls).toHaveLength(4 * 2)
    expect(new Set(t.fake.calls.filter((c) => c.at === t.fake.calls[0]!.at).map((c) => c.what))).toEqual(
      new Set(['actions:1', 'actions:2']),
    )
    t.tracker.dispose()
  })

  it('announces the end, after re-reading the servers, and keeps the task in the recent list', async () => {
    const t = await trackerWithFakes()
    t.fake.setActions(1, [task(101, 'InProgress')])
    t.tracker.track(serverActionRequest(1, 101))
    await t.tracker.settled()
    await t.advance(500)
    expect(t.tracker.list().running[0]).toMatchObject({
      state: 'InProgress',
      phase: 'running',
      progressPercent: null,
      accountLabel: 'Demo',
    })
    t.fake.setActions(1, [task(101, 'Completed')])
    await t.advance(500)
    expect(t.refreshed).toEqual([{ accountId: 'demo', sections: ['servers'] }])
    expect(t.finished()).toEqual([
      expect.objectContaining({
        title: 'PowerOff of web-1 completed',
        subject: 'PowerOff of web-1',
        phase: 'done',
        accountId: 'demo',
        resource: { kind: 'server', id: 1 },
      }),
    ])
    expect(lastList(t.events)).toMatchObject({
      running: [],
      recent: [{ phase: 'done', state: 'Completed', elapsedMs: 1000 }],
    })
    const calls = t.fake.calls.length
    await t.advance(30_000)
    expect(t.fake.calls).toHaveLength(calls)
    t.tracker.dispose()
  })

  it('pauses while the account is offline and resumes as soon as it is back', async () => {
    const t = await trackerWithFakes()
    t.tracker.track(serverActionRequest(1, 101))
    await t.tracker.settled()
    await t.advance(1_000)
    t.state.offline = true
    const before = t.fake.calls.length
    await t.advance(60_000)
    expect(t.fake.calls).toHaveLength(before)
    expect(t.tracker.list().running[0]?.paused).toBe(true)

    t.state.offline = false
    t.sessionChanged({
      revision: 1,
      accountId: 'demo',
      status: 'ready',
      fromCache: false,
      snapshot: {},
    } as SessionState)
    await t.advance(0)
    expect(t.fake.calls).toHaveLength(before + 1)
    expect(t.tracker.list().running[0]?.paused).toBe(false)
    t.tracker.dispose()
  })

  it('waits as long as a rate-limited answer asks before reading again', async () => {
    const t = await trackerWithFakes()
    t.tracker.track(serverActionRequest(1, 101))
    await t.tracker.settled()
    t.fake.fail(
      new ApiError({
        kind: 'rateLimited',
        message: 'Too many requests',
        endpoint: 'GET /server/{id}/action',
        status: 429,
        retryAfterMs: 7_000,
      }),
    )
    await t.advance(500)
    expect(t.tracker.list().running[0]?.problem).toMatch(/slow down/)
    t.fake.fail(null)
    await t.advance(10_000)
    expect(gaps(t.fake.calls.map((c) => c.at))[0]).toBe(7_000)
    expect(t.tracker.list().running[0]?.problem).toBeNull()
    t.tracker.dispose()
  })

  it('calls a task that never ends "unknown" after the cap, never done', async () => {
    const t = await trackerWithFakes({ capMs: 60_000 })
    t.fake.setActions(1, [task(101, 'InProgress')])
    t.tracker.track(serverActionRequest(1, 101))
    await t.tracker.settled()
    await t.advance(59_000)
    expect(t.finished()).toEqual([])
    await t.advance(15_000)
    expect(t.finished()).toEqual([
      expect.objectContaining({ phase: 'unknown', title: 'PowerOff of web-1: no end reported, state unknown' }),
    ])
    expect(t.tracker.list().recent[0]).toMatchObject({ phase: 'unknown', state: 'InProgress' })
    t.tracker.dispose()
  })

  it('follows running storage tasks a freshly loaded snapshot shows, once', async () => {
    const t = await trackerWithFakes()
    const snapshot = {
      storageUsers: [
        {
          id: 7,
          name: 'backup',
          tasks: [task(70, 'InProgress', 'StorageUserBlock', 40), task(69, 'Completed', 'StorageUserBlock', 100)],
        },
      ],
    }
    const state = {
      revision: 1,
      accountId: 'demo',
      status: 'ready',
      fromCache: false,
      snapshot,
    } as unknown as SessionState
    t.sessionChanged(state)
    t.sessionChanged({ ...state, revision: 2 })
    t.sessionChanged({ ...state, revision: 3, fromCache: true })
    await t.tracker.settled()
    expect(t.tracker.list().running).toEqual([
      expect.objectContaining({
        title: 'Block user backup',
        progressPercent: 40,
        resource: { kind: 'storageUser', id: 7 },
      }),
    ])
    t.tracker.dispose()
  })

  it('dismisses finished tasks but refuses a running one', async () => {
    const t = await trackerWithFakes()
    t.tracker.track({ ...serverActionRequest(1, 101), task: task(101, 'Completed') })
    t.tracker.track(serverActionRequest(2, 201))
    await t.tracker.settled()
    const [finished] = t.tracker.list().recent
    const [running] = t.tracker.list().running
    expect(() => t.tracker.dismiss(running!.key)).toThrow()
    expect(t.tracker.dismiss(finished!.key)).toMatchObject({ recent: [], running: [{ key: running!.key }] })
    t.tracker.dispose()
  })

  it('follows renamed accounts and forgets the tasks of a removed one', async () => {
    const t = await trackerWithFakes()
    t.tracker.track(serverActionRequest(1, 101))
    t.tracker.track(serverActionRequest(2, 201, 'acme'))
    await t.tracker.settled()
    t.bus.emit('accounts:changed', [{ id: 'demo', label: 'Sandbox' }] as AccountSummary[])
    await t.tracker.settled()
    expect(t.tracker.list().running).toEqual([expect.objectContaining({ accountId: 'demo', accountLabel: 'Sandbox' })])
    await t.advance(500)
    expect(t.fake.calls.map((c) => c.what)).toEqual(['actions:1'])
    t.tracker.dispose()
  })
})
