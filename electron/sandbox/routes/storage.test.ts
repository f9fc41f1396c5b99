import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import type { Storage, StorageUser } from '../state/storage-types'
import type { CustomerState } from '../state/types'
import { ISO_WITHOUT_ZONE, type TestSandbox, useDemoSandbox } from '../test-kit'

let t: TestSandbox
let state: CustomerState
useDemoSandbox({}, (s) => ({ t, state } = s))

type Msg = { Message: string }
const CONNECTIONS = {
  NativeApiConnection: {
    Endpoint: expect.stringMatching(/^https:\/\//),
    TenantId: expect.any(String),
    AccessKey: expect.any(String),
    Password: expect.any(String),
  },
  CompatApiConnection: {
    Endpoint: expect.stringMatching(/^https:\/\//),
    AccessKey: expect.any(String),
    SecretKey: expect.any(String),
  },
  FtpConnection: { HostName: expect.any(String), Login: expect.any(String), Password: expect.any(String) },
}

/** A POST exactly as the seed describes it: no body, Content-Length 0, no Content-Type. */
function emptyPost(path: string, token = t.sb.demoToken): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.sb.baseUrl}${path}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-length': '0' } },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const userNamed = (name: string): StorageUser =>
  [...state.storageUsers.values()].find((u) => u.Name === name) as StorageUser

describe('storage', () => {
  it('is activated in the demo, with the administrator\u2019s full connection data', async () => {
    const res = await t.api<Storage>('GET', '/storage')
    expect(res.json).toMatchObject({
      Id: expect.any(Number),
      ExternalId: expect.any(String),
      QuotaBytes: null,
      State: 'Activated',
      Tasks: [],
    })
    expect(res.json.Name).toBe(String(res.json.Id))
    expect(res.json.Owner).toMatchObject({
      Id: expect.any(Number),
      ExternalId: expect.any(String),
      Name: expect.any(String),
      Password: expect.any(String),
      State: 'Active',
      ...CONNECTIONS,
    })
  })

  it('deactivates: Deactivating, then gone (404) with its users', async () => {
    const res = await t.api<Storage>('DELETE', '/storage')
    expect(res.json.State).toBe('Deactivating')
    expect((await t.api<Msg>('POST', '/storage')).json.Message).toMatch(/being deactivated/)
    await t.step()
    expect((await t.api<Storage>('GET', '/storage')).json.State).toBe('Deactivating')
    await t.step()
    const gone = await t.api<Msg>('GET', '/storage')
    expect(gone.status).toBe(404)
    expect(gone.json.Message).toBe('Storage is not activated')
    expect((await t.api('GET', '/storage/users')).status).toBe(404)
    expect((await t.api('DELETE', '/storage')).status).toBe(404)
  })

  it('activates on a body-less POST (Content-Length 0): Activating with empty Tasks, then Activated', async () => {
    t.sb.addCustomer({ token: 'new', data: 'empty' })
    const res = await emptyPost('/storage', 'new')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ State: 'Activating', Tasks: [], QuotaBytes: null, Owner: CONNECTIONS })
    await t.step()
    expect(t.sb.state('new').storage?.State).toBe('Activating')
    await t.step()
    expect((await t.api<Storage>('GET', '/storage', { token: 'new' })).json.State).toBe('Activated')
    expect((await t.api<Msg>('POST', '/storage', { token: 'new' })).json.Message).toBe('Storage is already activated')
  })

  it('accepts the activation POST with Content-Type application/json and an empty body too', async () => {
    t.sb.addCustomer({ token: 'json', data: 'empty' })
    const res = await t.api('POST', '/storage', {
      token: 'json',
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(200)
  })
})

describe('storage users', () => {
  it('lists two users with full connection data', async () => {
    const users = (await t.api<StorageUser[]>('GET', '/storage/users')).json
    expect(users.map((u) => u.Name)).toEqual(['backup', 'media'])
    for (const u of users)
      expect(u).toMatchObject({
        Id: expect.any(Number),
        ExternalId: expect.any(String),
        Password: expect.any(String),
        State: 'Active',
        Tasks: [],
        ...CONNECTIONS,
      })
    expect((await t.api<StorageUser>('GET', `/storage/users/${users[0]?.Id}`)).json).toEqual(users[0])
  })

  it('creates a user, generating the password when none is given', async () => {
    const generated = await t.api<StorageUser>('POST', '/storage/users', { body: { UserName: 'reports' } })
    expect(generated.status).toBe(200)
    expect(generated.json).toMatchObject({ Name: 'reports', State: 'Active', Tasks: [], ...CONNECTIONS })
    expect(generated.json.Password).toMatch(/^\S{16}$/)
    expect(generated.json.FtpConnection.Password).toBe(generated.json.Password)
    const kept = await t.api<StorageUser>('POST', '/storage/users', {
      body: { UserName: 'logs', PersistPassword: true },
    })
    expect(kept.json.Password).toMatch(/^\S{16}$/)
    expect(kept.json.NativeApiConnection.Password).toBe(kept.json.Password)
  })

  it.each([
    [{}, 'UserName: is required'],
    [{ UserName: 'has space' }, /^UserName: must be 1-64 letters/],
    [{ UserName: 'Backup' }, 'UserName: a user named Backup already exists'],
    [{ UserName: 'x', PersistPassword: 'a-typed-password' }, /^PersistPassword: must be true or false/],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await t.api<Msg>('POST', '/storage/users', { body })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })

  it('blocks through a StorageUserBlock task: still Active in the answer, Blocked once the task completes', async () => {
    const user = userNamed('backup')
    const res = await emptyPost(`/storage/users/${user.Id}/block`)
    expect(res.status).toBe(200)
    const answered = res.json as StorageUser
    expect(answered.State).toBe('Active')
    expect(answered.Tasks).toEqual([
      {
        Id: expect.any(Number),
        ProgressPercent: 0,
        Type: 'StorageUserBlock',
        State: 'New',
        StartDate: expect.stringMatching(ISO_WITHOUT_ZONE),
      },
    ])

    const task = async () => (await t.api<StorageUser>('GET', `/storage/users/${user.Id}`)).json.Tasks[0]
    await t.step()
    expect(await task()).toMatchObject({ State: 'InProgress', ProgressPercent: 33 })
    expect((await emptyPost(`/storage/users/${user.Id}/block`)).status).toBe(400)
    await t.step()
    expect(await task()).toMatchObject({ State: 'InProgress', ProgressPercent: 67 })
    expect(user.State).toBe('Active')
    await t.step()
    expect(await task()).toMatchObject({ State: 'Completed', ProgressPercent: 100 })
    expect((await t.api<StorageUser>('GET', `/storage/users/${user.Id}`)).json.State).toBe('Blocked')
    expect(((await emptyPost(`/storage/users/${user.Id}/block`)).json as Msg).Message).toBe(
      `Storage user ${user.Id} is already blocked`,
    )
  })

  it('unblocks through a StorageUserUnblock task back to Active', async () => {
    const user = userNamed('media')
    expect(((await emptyPost(`/storage/users/${user.Id}/unblock`)).json as Msg).Message).toBe(
      `Storage user ${user.Id} is already active`,
    )
    await emptyPost(`/storage/users/${user.Id}/block`)
    await t.step(3)
    const res = await emptyPost(`/storage/users/${user.Id}/unblock`)
    expect((res.json as StorageUser).State).toBe('Blocked')
    expect((res.json as StorageUser).Tasks.at(-1)).toMatchObject({
      Type: 'StorageUserUnblock',
      State: 'New',
      ProgressPercent: 0,
    })
    await t.step(3)
    expect(user.State).toBe('Active')
    expect(user.Tasks.map((task) => `${task.Type}:${task.State}`)).toEqual([
      'StorageUserBlock:Completed',
      'StorageUserUnblock:Completed',
    ])
  })

  it('changes the password: always generated, PersistPassword a flag', async () => {
    const user = userNamed('backup')
    const old = user.Password
    const generated = await emptyPost(`/storage/users/${user.Id}/change-password`)
    const answered = generated.json as StorageUser
    expect(answered.Password).not.toBe(old)
    expect(answered.NativeApiConnection.Password).toBe(answered.Password)
    expect(answered.FtpConnection.Password).toBe(answered.Password)
    const flagged = await t.api<StorageUser>('POST', `/storage/users/${user.Id}/change-password`, {
      body: { PersistPassword: true },
    })
    expect(flagged.json.Password).not.toBe(answered.Password)
    const typed = await t.api<Msg>('POST', `/storage/users/${user.Id}/change-password`, {
      body: { PersistPassword: 'abc-typed-pass' },
    })
    expect(typed.status).toBe(400)
    expect(typed.json.Message).toMatch(/^PersistPassword: must be true or false/)
  })

  it('deletes a user, then answers 404', async () => {
    const user = userNamed('media')
    expect((await t.api('DELETE', `/storage/users/${user.Id}`)).status).toBe(200)
    expect((await t.api<Msg>('GET', `/storage/users/${user.Id}`)).json.Message).toBe(
      `Storage user ${user.Id} not found`,
    )
    expect((await emptyPost(`/storage/users/${user.Id}/block`)).status).toBe(404)
  })
})
