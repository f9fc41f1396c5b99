import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createManualClock, DEMO_TOKEN, startSandbox, type SandboxHandle } from '../../sandbox'
import type { Storage, StorageUser } from '../../shared/models/storage'
import { createCloudApi } from '../api'
import type { TrackRequest } from '../tasks/types'
import { DEMO_PACE_MS, refusal, startDemoBackend } from './test-kit'
import type { ResourceContext } from './resource-context'
import { buildStorageHandlers } from './storage'

describe('storage channels against the sandbox', () => {
  let t: Awaited<ReturnType<typeof startDemoBackend>>
  const user = (name: string) => [...t.api().storageUsers.values()].find((u) => u.Name === name)
  /** A user of the test's own: the tests share one backend, and none counts on a user another one made. */
  const newUser = async (userName: string) => {
    await t.call<StorageUser>('storage:createUser', { userName })
    return user(userName)!
  }

  // The sandbox's tasks move only when a test says: on a busy machine a task never ends before the test looks.
  const clock = createManualClock()
  const steps = (n: number) => clock.advance(n * DEMO_PACE_MS)

  beforeAll(async () => {
    t = await startDemoBackend({ clock })
  })
  afterAll(() => t.close())

  it('creates a user with a generated password shown once, and refuses a bad login before any request', async () => {
    const created = await t.call<StorageUser>('storage:createUser', { userName: 'alice', keepPassword: true })
    expect(created.name).toBe('alice')
    expect(created.password).toMatch(/^\S{8,}$/)
    expect(JSON.parse(t.sandbox.requests.last('POST', '/storage/users')!.body)).toEqual({
      UserName: 'alice',
      PersistPassword: true,
    })
    t.sandbox.counter.reset()
    expect(await refusal(t.backend, 'storage:createUser', { userName: '-bad name' })).toMatchObject({
      kind: 'invalidInput',
      field: 'userName',
    })
    // Nobody types a storage password: the service generates it.
    expect(await refusal(t.backend, 'storage:createUser', { userName: 'bob', password: 'typed-pass' })).toMatchObject({
      kind: 'invalidInput',
    })
    expect(t.sandbox.counter.total()).toBe(0)
  })

  it('a user whose password is not kept gets PersistPassword: false', async () => {
    const created = await t.call<StorageUser>('storage:createUser', { userName: 'carol' })
    expect(JSON.parse(t.sandbox.requests.last('POST', '/storage/users')!.body)).toEqual({
      UserName: 'carol',
      PersistPassword: false,
    })
    expect(created.password).toMatch(/^\S{8,}$/)
  })

  it('resets a password: the service generates it and the answer carries it', async () => {
    const dave = await newUser('dave')
    const first = await t.call<StorageUser>('storage:changePassword', { userId: dave.Id, keepPassword: true })
    expect(JSON.parse(t.sandbox.requests.last('POST', '/storage/users/*/change-password')!.body)).toEqual({
      PersistPassword: true,
    })
    const second = await t.call<StorageUser>('storage:changePassword', { userId: dave.Id })
    expect(JSON.parse(t.sandbox.requests.last('POST', '/storage/users/*/change-password')!.body)).toEqual({
      PersistPassword: false,
    })
    expect(second.password).toMatch(/^\S{8,}$/)
    expect(second.password).not.toBe(first.password)
  })

  it('blocks, refuses a second task while one runs, and unblocks', async () => {
    const erin = await newUser('erin')
    const answer = await t.call<StorageUser>('storage:blockUser', { userId: erin.Id })
    expect(answer.tasks.at(-1)).toMatchObject({ type: 'StorageUserBlock', phase: 'pending' })
    expect((await refusal(t.backend, 'storage:unblockUser', { userId: erin.Id })).serverMessage).toMatch(
      /already has a task/,
    )
    // The task's three steps: New, InProgress, Completed.
    await steps(3)
    expect(user('erin')!.State).toBe('Blocked')
    await t.call('storage:unblockUser', { userId: erin.Id })
    await steps(3)
    expect(user('erin')!.State).toBe('Active')
  })

  it('deletes a user', async () => {
    const frank = await newUser('frank')
    await t.call('storage:deleteUser', { userId: frank.Id })
    expect(user('frank')).toBeUndefined()
  })

  it('deactivates, then activates again', async () => {
    await t.call('storage:deactivate')
    await steps(2)
    expect(t.api().storage).toBeNull()
    const storage = await t.call<Storage>('storage:activate')
    expect(storage.state).toBe('Activating')
    expect(t.sandbox.requests.last('POST', '/storage')!.headers['content-length']).toBe('0')
    await steps(2)
    expect(t.api().storage?.State).toBe('Activated')
    expect((await refusal(t.backend, 'storage:activate')).serverMessage).toMatch(/already activated/)
  })
})

describe('storage tasks are handed to the tracker', () => {
  let sandbox: SandboxHandle
  let tracked: TrackRequest[]
  let handlers: ReturnType<typeof buildStorageHandlers>

  // A fresh sandbox for every test: deactivating the storage drops its users, the demo's backup among them.
  beforeEach(async () => {
    tracked = []
    sandbox = await startSandbox({ paceMs: 20 })
    const api = createCloudApi({ baseUrl: sandbox.baseUrl, token: DEMO_TOKEN })
    const ctx: ResourceContext = {
      mutate: (_sections, change) => change(api, 'demo', null),
      read: (fetch) => fetch(api, 'demo'),
      cancel: () => false,
      tasks: { track: (r) => void tracked.push(r), dispose: () => undefined },
    }
    handlers = buildStorageHandlers({ resources: ctx })
  })
  afterEach(() => sandbox.close())

  it('block and unblock track the task the answer carries', async () => {
    const backup = [...sandbox.state(DEMO_TOKEN).storageUsers.values()].find((u) => u.Name === 'backup')!
    await handlers['storage:blockUser']({ userId: backup.Id })
    expect(tracked.at(-1)).toMatchObject({
      accountId: 'demo',
      task: { type: 'StorageUserBlock', id: backup.Tasks.at(-1)!.Id },
      source: { kind: 'storage', userId: backup.Id },
      title: 'Block user backup',
      resource: { kind: 'storageUser', id: backup.Id },
    })
    await waitFor(() => backup.State === 'Blocked')
    await handlers['storage:unblockUser']({ userId: backup.Id })
    expect(tracked.at(-1)).toMatchObject({ task: { type: 'StorageUserUnblock' }, title: 'Unblock user backup' })
  })

  it('deactivation and activation track tasks standing for the storage’s transitions', async () => {
    const id = sandbox.state(DEMO_TOKEN).storage!.Id
    await handlers['storage:deactivate'](undefined)
    expect(tracked.at(-1)).toMatchObject({
      task: { id, type: 'StorageDeactivation', phase: 'running' },
      source: { kind: 'storage', userId: null },
      title: 'Deactivate object storage',
      resource: { kind: 'storage', id },
    })
    await waitFor(() => sandbox.state(DEMO_TOKEN).storage === null)
    const storage = await handlers['storage:activate'](undefined)
    expect(tracked.at(-1)).toMatchObject({
      task: { id: storage.id, type: 'StorageActivation', phase: 'running' },
      source: { kind: 'storage', userId: null },
      title: 'Activate object storage',
      resource: { kind: 'storage', id: storage.id },
    })
  })
})

async function waitFor(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(predicate()).toBe(true)
}
