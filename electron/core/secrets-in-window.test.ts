import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TOKEN, startSandbox, type SandboxHandle } from '../sandbox'
import type { SessionState } from '../shared/contract'
import { SECRET_HELD } from '../shared/models/secrets'
import type { StorageUser } from '../shared/models/storage'
import type { Backend } from './ports'
import {
  closeTestBackend,
  createTestBackend,
  invokeOrThrow,
  secretsHeldBy,
  waitForSession,
  wholeSession,
} from './test-kit'

describe('secrets in the window', () => {
  let sandbox: SandboxHandle
  let backend: Backend
  let dataDir: string
  const events: unknown[] = []

  beforeAll(async () => {
    sandbox = await startSandbox({ paceMs: 20 })
    ;({ backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, probeDelaysMs: [50] }))
    backend.on('session:changed', (event) => void events.push(event))
    await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
  })
  afterAll(() => closeTestBackend(backend, sandbox, dataDir))

  const secrets = () => secretsHeldBy(sandbox.state(DEMO_TOKEN)).filter((s) => s.length > 4)
  const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)

  it('no snapshot and no change event carries a secret: each says one exists', async () => {
    const user = await call<StorageUser>('storage:createUser', { userName: 'window', keepPassword: true })
    // The re-read after the change brings the user, its kept password with it, in a change event.
    const state = await waitForSession(backend, (s) => !!s.snapshot?.storageUsers?.some((u) => u.id === user.id))
    const text = JSON.stringify([state, events])
    expect(secrets().length).toBeGreaterThan(2)
    for (const secret of secrets()) expect(text).not.toContain(secret)
    expect(state.snapshot?.storageUsers?.find((u) => u.id === user.id)?.password).toBe(SECRET_HELD)
    expect(state.snapshot?.storage?.owner?.connection.s3?.secretKey).toBe(SECRET_HELD)
  })

  it('a Show is answered from the backend’s own state of the open account, and only of it', async () => {
    const state: SessionState = await wholeSession(backend)
    const storage = state.snapshot?.storage
    if (!storage) throw new Error('the demo has no storage')
    const ref = { accountId: state.accountId, kind: 'storage', id: storage.id, secret: 's3.secretKey' }
    const owner = sandbox.state(DEMO_TOKEN).storage?.Owner
    expect(await call('secrets:reveal', ref)).toEqual({ value: owner?.CompatApiConnection.SecretKey })
    // The browser host has no clipboard of its own: the window is handed the secret to copy and clear.
    expect(await call('secrets:copy', { ...ref, secret: 'ftp.password' })).toEqual({
      clearAfterSeconds: 30,
      text: owner?.FtpConnection.Password,
    })
    const refused = await backend.invoke('secrets:reveal', { ...ref, accountId: 'another' })
    expect(refused).toMatchObject({ ok: false, error: { kind: 'notFound' } })
    // A value sent by the window is no part of the request.
    const smuggled = await backend.invoke('secrets:reveal', { ...ref, value: 'x' })
    expect(smuggled).toMatchObject({ ok: false, error: { kind: 'invalidInput' } })
  })
})
