import { describe, expect, it } from 'vitest'
import { expectApiError, jsonBody, received, TEST_TOKEN, useApiKit } from '../test-kit'

const kitOf = useApiKit()

describe('storage', () => {
  it('get() reads the storage with its owner and connection data', async () => {
    const storage = await kitOf().api.storage.get()
    expect(storage).toMatchObject({ state: 'Activated', quotaBytes: null })
    expect(storage.owner?.connection.swift?.endpoint).toMatch(/^https:/)
    expect(storage.owner?.connection.s3?.secretKey).toEqual(expect.any(String))
    expect(storage.owner?.connection.ftp?.login).toEqual(expect.any(String))
    const sent = received(kitOf().sandbox, 'GET', '/storage')
    expect(sent.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
  })

  it('lists and reads users', async () => {
    const users = await kitOf().api.storage.listUsers()
    expect(users.map((u) => u.name)).toEqual(['backup', 'media'])
    const first = users[0]
    if (!first) throw new Error('demo data has users')
    expect(await kitOf().api.storage.getUser(first.id)).toMatchObject({ id: first.id, name: 'backup', state: 'Active' })
  })

  it('createUser sends {UserName, PersistPassword} with the flag as a boolean, and reads the generated password', async () => {
    const user = await kitOf().api.storage.createUser({ userName: 'reports', keepPassword: true })
    expect(user.name).toBe('reports')
    expect(user.password).toEqual(expect.any(String))
    const sent = received(kitOf().sandbox, 'POST', '/storage/users')
    expect(sent.headers['content-type']).toBe('application/json')
    expect(jsonBody(sent)).toEqual({ UserName: 'reports', PersistPassword: true })
  })

  it('createUser that does not keep the password sends PersistPassword: false', async () => {
    await kitOf().api.storage.createUser({ userName: 'generated', keepPassword: false })
    expect(jsonBody(received(kitOf().sandbox, 'POST', '/storage/users'))).toEqual({
      UserName: 'generated',
      PersistPassword: false,
    })
  })

  it('blockUser is a body-less POST with Content-Length: 0 and shows the new task', async () => {
    const [user] = await kitOf().api.storage.listUsers()
    if (!user) throw new Error('no user')
    const blocked = await kitOf().api.storage.blockUser(user.id)
    expect(blocked.state).toBe('Active')
    expect(blocked.tasks.at(-1)).toMatchObject({
      type: 'StorageUserBlock',
      state: 'New',
      phase: 'pending',
      progressPercent: 0,
    })
    const sent = received(kitOf().sandbox, 'POST', `/storage/users/${user.id}/block`)
    expect(sent.headers['content-length']).toBe('0')
    expect(sent.headers['content-type']).toBeUndefined()
    expect(sent.body).toBe('')
  })

  it('unblockUser is body-less too', async () => {
    const users = await kitOf().api.storage.listUsers()
    const target = users[1]
    if (!target) throw new Error('no user')
    await kitOf().api.storage.blockUser(target.id)
    await waitFor(async () => (await kitOf().api.storage.getUser(target.id)).state === 'Blocked')
    await kitOf().api.storage.unblockUser(target.id)
    const sent = received(kitOf().sandbox, 'POST', `/storage/users/${target.id}/unblock`)
    expect(sent.headers['content-length']).toBe('0')
    expect(sent.body).toBe('')
  })

  it('changeUserPassword sends PersistPassword as a boolean and reads the new password from the answer', async () => {
    const [user] = await kitOf().api.storage.listUsers()
    if (!user) throw new Error('no user')
    const first = await kitOf().api.storage.changeUserPassword({ userId: user.id, keepPassword: true })
    expect(first.password).toEqual(expect.any(String))
    expect(jsonBody(received(kitOf().sandbox, 'POST', '/storage/users/*/change-password'))).toEqual({
      PersistPassword: true,
    })
    const second = await kitOf().api.storage.changeUserPassword({ userId: user.id, keepPassword: false })
    expect(second.password).not.toBe(first.password)
    expect(jsonBody(received(kitOf().sandbox, 'POST', '/storage/users/*/change-password'))).toEqual({
      PersistPassword: false,
    })
  })

  it('deleteUser sends DELETE /storage/users/{id}', async () => {
    const created = await kitOf().api.storage.createUser({ userName: 'temp', keepPassword: false })
    await expect(kitOf().api.storage.deleteUser(created.id)).resolves.toBeUndefined()
    expect(received(kitOf().sandbox, 'DELETE', `/storage/users/${created.id}`).body).toBe('')
    await expectApiError(kitOf().api.storage.getUser(created.id), 'notFound')
  })

  it('deactivate, then activate with a body-less POST', async () => {
    await kitOf().api.storage.deactivate()
    await waitFor(async () => {
      try {
        await kitOf().api.storage.get()
        return false
      } catch {
        return true
      }
    })
    const err = await expectApiError(kitOf().api.storage.get(), 'notFound')
    expect(err.serverMessage).toBe('Storage is not activated')

    const storage = await kitOf().api.storage.activate()
    expect(storage).toMatchObject({ state: 'Activating', tasks: [] })
    expect(storage.name).not.toBe('')
    const sent = received(kitOf().sandbox, 'POST', '/storage')
    expect(sent.headers['content-length']).toBe('0')
    expect(sent.headers['content-type']).toBeUndefined()
    expect(sent.body).toBe('')
  })

  it('refuses a bad id before sending', async () => {
    const before = kitOf().sandbox.counter.total()
    await expectApiError(kitOf().api.storage.getUser(-1), 'invalidInput')
    expect(kitOf().sandbox.counter.total()).toBe(before)
  })
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time')
    await new Promise((r) => setTimeout(r, 10))
  }
}
