import { afterEach, describe, expect, it } from 'vitest'
import type { Dialect } from '../dialect'
import type { StorageUser } from '../state/storage-types'
import {
  closeTestSandboxes,
  expectFields,
  REAL_STORAGE_USER_FIELDS,
  startTestSandbox,
  type TestSandbox,
} from '../test-kit'

let t: TestSandbox
afterEach(closeTestSandboxes)
const start = async (dialect: Dialect) => void (t = await startTestSandbox({ dialect }))
const userId = (name: string) =>
  ([...t.sb.state(t.sb.demoToken).storageUsers.values()].find((u) => u.Name === name) as StorageUser).Id

type Wire = Record<string, unknown> & {
  Id: number
  Password: string | null
  SwiftApiConnection: { Password: string | null }
  FtpConnection: { Password: string | null }
}
type Msg = { Message: string }
describe('object storage in the real dialect', () => {
  it('names the connections SwiftApiConnection, S3Connection and FtpConnection, for the owner and the users', async () => {
    await start('real')
    const storage = (await t.api<{ Owner: Record<string, unknown> }>('GET', '/storage')).json
    expect(Object.keys(storage.Owner).sort()).toEqual(REAL_STORAGE_USER_FIELDS.filter((k) => k !== 'Tasks'))
    expect(storage.Owner.S3Connection).toMatchObject({
      Endpoint: expect.any(String),
      AccessKey: expect.any(String),
      SecretKey: expect.any(String),
    })
    const users = (await t.api<Wire[]>('GET', '/storage/users')).json
    expectFields(users, REAL_STORAGE_USER_FIELDS)
    expect(users[0]?.SwiftApiConnection).toMatchObject({
      Endpoint: expect.any(String),
      TenantId: expect.any(String),
      AccessKey: expect.any(String),
      Password: users[0]?.Password,
    })
  })

  it('creates a user with PersistPassword a boolean: the password is generated, shown once unless kept', async () => {
    await start('real')
    const kept = await t.api<Wire>('POST', '/storage/users', { body: { UserName: 'kept', PersistPassword: true } })
    expect(kept.status).toBe(200)
    expect(kept.json.Password).toMatch(/^\S{16}$/)
    expect((await t.api<Wire>('GET', `/storage/users/${kept.json.Id}`)).json.Password).toBe(kept.json.Password)
    const once = await t.api<Wire>('POST', '/storage/users', { body: { UserName: 'once', PersistPassword: false } })
    expect(once.json.Password).toMatch(/^\S{16}$/)
    const later = (await t.api<Wire>('GET', `/storage/users/${once.json.Id}`)).json
    expect([later.Password, later.SwiftApiConnection.Password, later.FtpConnection.Password]).toEqual([
      null,
      null,
      null,
    ])
  })

  it('refuses a password string in PersistPassword with 400', async () => {
    await start('real')
    const res = await t.api<Msg>('POST', '/storage/users', {
      body: { UserName: 'x', PersistPassword: 'correct-horse-42' },
    })
    expect(res.status).toBe(400)
    expect(res.json.Message).toBe(
      'PersistPassword: must be true or false: the service generates the password, and true keeps it readable later',
    )
    const change = await t.api<Msg>('POST', `/storage/users/${userId('backup')}/change-password`, {
      body: { PersistPassword: 'n3w-secret-pass' },
    })
    expect(change.status).toBe(400)
    expect(change.json.Message).toMatch(/^PersistPassword: must be true or false/)
  })

  it('changes the password to a generated one, shown in the answer', async () => {
    await start('real')
    const id = userId('backup')
    const before = (await t.api<Wire>('GET', `/storage/users/${id}`)).json.Password
    const res = await t.api<Wire>('POST', `/storage/users/${id}/change-password`, { body: { PersistPassword: true } })
    expect(res.json.Password).toMatch(/^\S{16}$/)
    expect(res.json.Password).not.toBe(before)
    expect((await t.api<Wire>('GET', `/storage/users/${id}`)).json.Password).toBe(res.json.Password)
  })

  it('answers DELETE /storage/users/{id} with the user object', async () => {
    await start('real')
    const id = userId('media')
    const res = await t.api<Wire>('DELETE', `/storage/users/${id}`)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ Id: id, Name: 'media' })
    expect((await t.api<Msg>('GET', `/storage/users/${id}`)).json.Message).toBe('Storage user not found')
  })
})

describe('object storage in the seed dialect', () => {
  it('keeps NativeApiConnection / CompatApiConnection, takes PersistPassword as the flag (the seed shows no payload), and an empty DELETE answer', async () => {
    await start('seed')
    const users = (await t.api<Array<Record<string, unknown>>>('GET', '/storage/users')).json
    expect(Object.keys(users[0] ?? {}).sort()).toEqual([
      'CompatApiConnection',
      'ExternalId',
      'FtpConnection',
      'Id',
      'Name',
      'NativeApiConnection',
      'Password',
      'State',
      'Tasks',
    ])
    expect(
      (await t.api<Wire>('POST', '/storage/users', { body: { UserName: 'logs', PersistPassword: false } })).json
        .Password,
    ).toEqual(expect.any(String))
    expect(
      (await t.api('POST', '/storage/users', { body: { UserName: 'typed', PersistPassword: 'correct-horse-42' } }))
        .status,
    ).toBe(400)
    const deleted = await t.api('DELETE', `/storage/users/${userId('media')}`)
    expect([deleted.status, deleted.text]).toEqual([200, ''])
  })
})
