import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { startSandbox, type SandboxHandle } from '../../sandbox'
import { createTestBackend, invokeOrThrow, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'
import type { Backend } from '../ports'
import { createSessionSecretStore } from '../secret-store/session-store'
import type { SessionState } from '../../shared/contract'
import type { SessionChange } from '../../shared/session-change'

const revisionOf = (change: SessionChange) => change.revision

const TOKEN = 'acme-secret-token-7f3e9a'

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

describe('accounts', () => {
  const cleanups = useCleanups()

  async function setup(opts: { dataDir?: string } = {}) {
    const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'hostdeck-accounts-')))
    const logs: string[] = []
    const secrets = createSessionSecretStore()
    const log = (m: string) => void logs.push(m)
    const { backend } = await createTestBackend({
      dataDir,
      secretStore: secrets,
      probeDelaysMs: [50],
      log: { info: log, warn: log, error: log },
    })
    const events: Array<{ event: string; payload: unknown }> = []
    backend.on('session:changed', (payload) => events.push({ event: 'session:changed', payload }))
    backend.on('accounts:changed', (payload) => events.push({ event: 'accounts:changed', payload }))
    cleanups.push(() => backend.dispose())
    return { backend, dataDir, logs, events, secrets }
  }

  async function sandbox(port = 0): Promise<SandboxHandle> {
    const handle = await startSandbox({ port, paceMs: 20, customers: [{ token: TOKEN, data: 'demo' }] })
    cleanups.push(() => handle.close())
    return handle
  }

  const call = (backend: Backend, channel: string, input?: unknown) => invokeOrThrow<never>(backend, channel, input)

  it('starts on the Demo account, whose sandbox answers with data', async () => {
    const { backend } = await setup()
    const state = await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
    expect(state.accountId).toBe('demo')
    expect(state.snapshot?.servers?.length).toBeGreaterThan(0)
    const [demo] = (await call(backend, 'accounts:list')) as Array<{ kind: string; baseUrl: string }>
    expect(demo).toMatchObject({ kind: 'demo' })
    expect(demo!.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('tests the connection before saving and says exactly why it failed', async () => {
    const api = await sandbox()
    const { backend } = await setup()
    const bad = await backend.invoke('accounts:add', { label: 'Acme', baseUrl: api.baseUrl, token: 'wrong-token' })
    expect(bad).toMatchObject({ ok: false, error: { kind: 'auth', field: 'token' } })
    expect(bad.ok === false && bad.error.message).toMatch(/refused this token/)

    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise((r) => closed.close(r))
    const unreachable = await backend.invoke('accounts:add', {
      label: 'Acme',
      baseUrl: `http://127.0.0.1:${port}`,
      token: TOKEN,
    })
    expect(unreachable).toMatchObject({ ok: false, error: { kind: 'network', field: 'baseUrl' } })
    expect(unreachable.ok === false && unreachable.error.message).toMatch(/Could not reach/)

    const notApi = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>'),
    )
    await new Promise<void>((r) => notApi.listen(0, '127.0.0.1', r))
    cleanups.push(() => new Promise((r) => notApi.close(r)))
    const wrong = await backend.invoke('accounts:add', {
      label: 'Acme',
      baseUrl: `http://127.0.0.1:${(notApi.address() as AddressInfo).port}`,
      token: TOKEN,
    })
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'notThisApi', field: 'baseUrl' } })

    expect((await call(backend, 'accounts:list')) as unknown[]).toHaveLength(1)
  })

  it('changes an account’s API address only after the token typed for it works there', async () => {
    const api = await sandbox()
    const moved = await sandbox()
    const { backend } = await setup()
    const added = (await call(backend, 'accounts:add', { label: 'Acme', baseUrl: api.baseUrl, token: TOKEN })) as {
      id: string
    }
    // A closed loopback port: refused, and the address stays as it was.
    const closed = await backend.invoke('accounts:update', {
      id: added.id,
      baseUrl: 'http://127.0.0.1:9/',
      token: TOKEN,
    })
    expect(closed).toMatchObject({ ok: false, error: { kind: 'network' } })
    // One short paragraph: what failed and why, then what to do; no socket code, nothing said twice.
    expect(closed.ok === false && closed.error.message).toMatch(
      /^Could not reach 127\.0\.0\.1:9(: [^.]+)?\. Check the address and the internet connection, then test again\.$/,
    )
    expect(closed.ok === false && closed.error.message).not.toMatch(/E[A-Z]{4,}/)
    const listed = () => call(backend, 'accounts:list') as Promise<Array<{ id: string; baseUrl: string }>>
    expect((await listed()).find((a) => a.id === added.id)!.baseUrl).toBe(api.baseUrl)
    await call(backend, 'accounts:update', { id: added.id, baseUrl: moved.baseUrl, token: TOKEN })
    expect((await listed()).find((a) => a.id === added.id)!.baseUrl).toBe(moved.baseUrl)
    const demo = await backend.invoke('accounts:update', { id: 'demo', baseUrl: moved.baseUrl })
    expect(demo).toMatchObject({ ok: false, error: { field: 'baseUrl' } })
  })

  it('never sends the stored token to a new address: the user types the token for it', async () => {
    const api = await sandbox()
    const { backend, secrets } = await setup()
    const added = (await call(backend, 'accounts:add', { label: 'Acme', baseUrl: api.baseUrl, token: TOKEN })) as {
      id: string
    }
    // A loopback capture server that would take any token (it answers every request as the API would not).
    const seen: string[] = []
    const capture = createServer((req, res) => {
      seen.push(String(req.headers.authorization ?? ''))
      res.writeHead(401, { 'content-type': 'application/json' }).end('{}')
    })
    await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise<void>((resolve) => capture.close(() => resolve())))
    const elsewhere = `http://127.0.0.1:${(capture.address() as AddressInfo).port}`
    const untyped = await backend.invoke('accounts:update', { id: added.id, baseUrl: elsewhere })
    expect(untyped).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'token' } })
    expect(untyped.ok === false && untyped.error.message).toMatch(/^Enter the API token for 127\.0\.0\.1:\d+/)
    expect(seen).toEqual([])
    const typed = await backend.invoke('accounts:update', { id: added.id, baseUrl: elsewhere, token: 'typed-token' })
    expect(typed).toMatchObject({ ok: false, error: { kind: 'auth', field: 'token' } })
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((header) => header === 'Bearer typed-token')).toBe(true)
    // Refused: the address and the stored token stay as they were.
    const listed = (await call(backend, 'accounts:list')) as Array<{ id: string; baseUrl: string }>
    expect(listed.find((a) => a.id === added.id)!.baseUrl).toBe(api.baseUrl)
    expect(await secrets.get(added.id)).toBe(TOKEN)
  })

  it('refuses plain http unless the host is loopback', async () => {
    const { backend } = await setup()
    const result = await backend.invoke('accounts:add', {
      label: 'Acme',
      baseUrl: 'http://api.example.com',
      token: TOKEN,
    })
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'baseUrl' } })
    expect(result.ok === false && result.error.message).toMatch(/https/)
  })

  it('adds, switches with the cached snapshot first, and never lets the token out', async () => {
    const api = await sandbox()
    const { backend, dataDir, logs, secrets, events } = await setup()
    const responses: unknown[] = []
    const record = async (channel: string, input?: unknown) => {
      const result = await backend.invoke(channel, input)
      responses.push(result)
      if (!result.ok) throw new Error(result.error.message)
      return result.value as never
    }
    const added = (await record('accounts:add', { label: 'Acme', baseUrl: `${api.baseUrl}/`, token: TOKEN })) as {
      id: string
      baseUrl: string
    }
    expect(added.baseUrl).toBe(api.baseUrl)
    expect(await secrets.get(added.id)).toBe(TOKEN)

    const first = (await record('accounts:switch', { id: added.id })) as SessionState
    expect(first.accountId).toBe(added.id)
    const ready = await waitForSession(
      backend,
      (s) => s.accountId === added.id && s.status === 'ready' && !s.refreshing,
    )
    // Whatever order the answer and the pushes arrive in, the newest state has the highest revision.
    expect(ready.revision).toBeGreaterThan(first.revision)
    const pushed = events
      .filter((e) => e.event === 'session:changed')
      .map((e) => revisionOf(e.payload as SessionChange))
    expect(pushed).toEqual([...pushed].sort((a, b) => a - b))
    expect(new Set(pushed).size).toBe(pushed.length)
    expect(ready.snapshot?.sshKeys?.length).toBeGreaterThan(0)

    await record('accounts:switch', { id: 'demo' })
    await waitForSession(backend, (s) => s.accountId === 'demo' && s.status === 'ready' && !s.refreshing)
    // A fresh backend on the same data dir: the switch answers from the disk cache before any request.
    await backend.dispose()
    const again = await setup({ dataDir })
    await again.secrets.set(added.id, TOKEN)
    api.counter.reset()
    const cached = (await call(again.backend, 'accounts:switch', { id: added.id })) as SessionState
    expect(cached.fromCache).toBe(true)
    expect(cached.snapshot?.servers?.length).toBe(ready.snapshot?.servers?.length)
    await waitForSession(again.backend, (s) => s.accountId === added.id && !s.fromCache && s.status === 'ready')

    responses.push(
      await again.backend.invoke('accounts:list', undefined),
      await again.backend.invoke('session:get', undefined),
    )
    for (const response of responses) expect(JSON.stringify(response)).not.toContain(TOKEN)
    // A cache write may still be in flight: its temporary file can vanish between listing and reading.
    const contents = async (file: string) =>
      readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? '' : Promise.reject(error),
      )
    for (const file of await listFiles(dataDir)) expect(await contents(file)).not.toContain(TOKEN)
    expect(logs.join('\n')).not.toContain(TOKEN)
  })

  it('keeps every account of six adds made at once, and no token without its account', async () => {
    const api = await sandbox()
    const { backend, secrets } = await setup()
    const adds = Array.from({ length: 6 }, (_, i) =>
      backend.invoke('accounts:add', { label: `Acme ${i}`, baseUrl: api.baseUrl, token: TOKEN }),
    )
    const results = await Promise.all(adds)
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, true])
    const listed = (await call(backend, 'accounts:list')) as Array<{ id: string; label: string }>
    const ids = results.map((r) => (r.ok ? (r.value as { id: string }).id : ''))
    expect(listed.filter((a) => ids.includes(a.id))).toHaveLength(6)
    for (const id of ids) expect(await secrets.get(id)).toBe(TOKEN)
  })

  it('keeps both an add and a switch made at once', async () => {
    const api = await sandbox()
    const { backend, dataDir } = await setup()
    const first = (await call(backend, 'accounts:add', { label: 'First', baseUrl: api.baseUrl, token: TOKEN })) as {
      id: string
    }
    const [second] = await Promise.all([
      call(backend, 'accounts:add', { label: 'Second', baseUrl: api.baseUrl, token: TOKEN }) as Promise<{ id: string }>,
      call(backend, 'accounts:switch', { id: first.id }),
    ])
    const saved = JSON.parse(await readFile(join(dataDir, 'accounts.json'), 'utf8')) as {
      activeId: string
      accounts: Array<{ id: string }>
    }
    expect(saved.activeId).toBe(first.id)
    expect(saved.accounts.map((a) => a.id)).toEqual(expect.arrayContaining([first.id, second.id]))
  })

  it('answers a switch before it announces the accounts’ change, which then names the new active account', async () => {
    const api = await sandbox()
    const { backend, events } = await setup()
    const added = (await call(backend, 'accounts:add', { label: 'Acme', baseUrl: api.baseUrl, token: TOKEN })) as {
      id: string
    }
    await vi.waitFor(() => expect(events.some((e) => e.event === 'accounts:changed')).toBe(true))
    events.length = 0
    const switched = backend.invoke('accounts:switch', { id: added.id }).then((result) => {
      events.push({ event: 'answer', payload: result })
      return result
    })
    expect(await switched).toMatchObject({ ok: true, value: { accountId: added.id } })
    await vi.waitFor(() => expect(events.some((e) => e.event === 'accounts:changed')).toBe(true))
    const order = events.filter((e) => e.event !== 'session:changed')
    expect(order.map((e) => e.event)).toEqual(['answer', 'accounts:changed'])
    const listed = order[1]!.payload as Array<{ id: string; active: boolean }>
    expect(listed.find((a) => a.active)?.id).toBe(added.id)
  })

  it('goes offline with cached data when the API stops answering, and refreshes when it is back', async () => {
    const api = await sandbox()
    const { backend } = await setup()
    const added = (await call(backend, 'accounts:add', { label: 'Acme', baseUrl: api.baseUrl, token: TOKEN })) as {
      id: string
    }
    await call(backend, 'accounts:switch', { id: added.id })
    const ready = await waitForSession(
      backend,
      (s) => s.accountId === added.id && s.status === 'ready' && !s.refreshing,
    )
    const port = api.port
    await api.close()
    await call(backend, 'session:reread', { reason: 'refresh' })
    const offline = await waitForSession(backend, (s) => s.status === 'offline')
    expect(offline.snapshot?.servers?.length).toBe(ready.snapshot?.servers?.length)
    expect(offline.fetchedAt).toBe(ready.fetchedAt)
    await sandbox(port)
    const back = await waitForSession(backend, (s) => s.status === 'ready' && s.fetchedAt !== ready.fetchedAt)
    expect(back.problem).toBeNull()
  })

  it('removes an account with its keychain entry and cache; the Demo account cannot be removed', async () => {
    const api = await sandbox()
    const { backend, dataDir, secrets } = await setup()
    const added = (await call(backend, 'accounts:add', { label: 'Acme', baseUrl: api.baseUrl, token: TOKEN })) as {
      id: string
    }
    await call(backend, 'accounts:switch', { id: added.id })
    // Removed the moment its data arrives: the cache write then in flight must not bring the file back.
    await waitForSession(backend, (s) => s.accountId === added.id && s.status === 'ready' && !s.refreshing)
    const remaining = (await call(backend, 'accounts:remove', { id: added.id })) as Array<{
      id: string
      active: boolean
    }>
    expect(remaining.map((a) => a.id)).toEqual(['demo'])
    expect(remaining[0]!.active).toBe(true)
    expect(await secrets.get(added.id)).toBeNull()
    expect(await backend.invoke('accounts:remove', { id: 'demo' })).toMatchObject({
      ok: false,
      error: { kind: 'invalidInput' },
    })
    // Once the backend has stopped, every write it had in flight has landed: none brought the file back.
    await backend.dispose()
    const left = (await readdir(join(dataDir, 'cache'))).filter((name) => name.startsWith(encodeURIComponent(added.id)))
    expect(left).toEqual([])
  })

  it('sets a corrupt account list aside, tells the user once, and keeps working', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-accounts-'))
    await writeFile(join(dataDir, 'accounts.json'), '{"version":1,"accounts":[{"id":')
    const { backend } = await setup({ dataDir })
    const info = (await call(backend, 'app:info')) as { notices: string[] }
    expect(info.notices).toHaveLength(1)
    expect(info.notices[0]).toMatch(/accounts\.json\.corrupt-/)
    expect(((await call(backend, 'app:info')) as { notices: string[] }).notices).toEqual([])
    expect((await call(backend, 'accounts:list')) as unknown[]).toHaveLength(1)
    expect((await readdir(dataDir)).some((f) => f.startsWith('accounts.json.corrupt-'))).toBe(true)
  })

  it('sets a corrupt cache file aside, tells the user, and refetches', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-accounts-'))
    const { backend } = await setup({ dataDir })
    await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
    await backend.dispose()
    await writeFile(join(dataDir, 'cache', 'demo@meta.json'), 'not json')
    const again = await setup({ dataDir })
    const state = await waitForSession(again.backend, (s) => s.status === 'ready' && !s.refreshing)
    expect(state.fromCache).toBe(false)
    expect((await readdir(join(dataDir, 'cache'))).some((f) => f.startsWith('demo@meta.json.corrupt-'))).toBe(true)
    const notices = [...(await call(again.backend, 'app:notices')), ...(await call(again.backend, 'app:notices'))]
    expect(notices).toEqual([expect.stringMatching(/saved copy of an account's resources could not be read/)])
  })
})
