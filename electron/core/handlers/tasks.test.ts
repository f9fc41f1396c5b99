import { describe, expect, it } from 'vitest'
import type { TaskFinished, TaskList } from '../../shared/channels/tasks'
import type { SessionState } from '../../shared/contract'
import { refusal, startDemoBackend } from './test-kit'
import { useCleanups } from '../test-cleanups'

describe('the task centre channels', () => {
  const cleanups = useCleanups()

  async function setup() {
    const demo = await startDemoBackend()
    cleanups.push(() => demo.close())
    const finished: TaskFinished[] = []
    const changes: TaskList[] = []
    demo.backend.on('tasks:finished', (payload) => finished.push(payload as TaskFinished))
    demo.backend.on('tasks:changed', (payload) => changes.push(payload as TaskList))
    return { ...demo, finished, changes }
  }

  it('follows a power-off started through the servers channel, announces it, and the session shows the server off', async () => {
    const { call, api, finished, changes, session } = await setup()
    const web = [...api().servers.values()].find((s) => s.Name === 'web-02')!
    await call('servers:runAction', { serverId: web.ID, type: 'PowerOff' })
    expect((await call<TaskList>('tasks:list')).running).toEqual([
      expect.objectContaining({
        title: 'Power off web-02',
        accountId: 'demo',
        accountLabel: expect.any(String),
        resource: { kind: 'server', id: web.ID },
      }),
    ])
    await expect
      .poll(() => finished, { timeout: 5_000 })
      .toEqual([
        expect.objectContaining({
          title: 'Power off web-02 completed',
          phase: 'done',
          accountId: 'demo',
          resource: { kind: 'server', id: web.ID },
        }),
      ])
    const state = await session((s: SessionState) => s.status === 'ready' && !s.refreshing)
    expect(state.snapshot?.servers?.find((s) => s.id === web.ID)).toMatchObject({ isPowerOn: false })
    expect(changes.at(-1)?.recent[0]).toMatchObject({ phase: 'done', state: 'Completed' })
  })

  it('dismisses a finished task, refuses a running one and checks its input', async () => {
    const { call, backend, finished } = await setup()
    const [first, second] = [...(await serverIds(call))]
    await call('servers:runAction', { serverId: first, type: 'PowerReboot' })
    await expect.poll(() => finished.length, { timeout: 5_000 }).toBe(1)
    await call('servers:runAction', { serverId: second, type: 'PowerReboot' })
    const list = await call<TaskList>('tasks:list')
    expect(await refusal(backend, 'tasks:dismiss', { key: list.running[0]!.key })).toMatchObject({
      kind: 'invalidInput',
      field: 'key',
    })
    expect(await refusal(backend, 'tasks:dismiss', { key: '' })).toMatchObject({ kind: 'invalidInput', field: 'key' })
    const after = await call<TaskList>('tasks:dismiss', { key: list.recent[0]!.key })
    expect(after.recent).toEqual([])
    expect(after.running).toHaveLength(1)
  })
})

async function serverIds(call: <T>(channel: string, input?: unknown) => Promise<T>): Promise<number[]> {
  const state = await call<SessionState>('session:get')
  return (state.snapshot?.servers ?? []).map((s) => s.id)
}
