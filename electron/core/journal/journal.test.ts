import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox, type SandboxHandle } from '../../sandbox'
import { createCloudApi, type CloudApi } from '../api'
import type { JournalEntry, RevertPlan } from '../../shared/channels/journal'
import type { DnsRecord, DnsZone } from '../../shared/models/dns'
import type { SshKey } from '../../shared/models/ssh-keys'
import type { StorageUser } from '../../shared/models/storage'
import { createTestBackend, invokeOrThrow, secretsHeldBy, switchToNewAccount, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'
import { JOURNALED, operationOf } from './operations'
import { createJournalStore } from './journal-store'
import { EventBus } from '../event-bus'
import { createSessionSecretStore } from '../secret-store/session-store'

const SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGn1bVQ9QnD5JQy3Qk1mXQ0n1a8f5m2Ybq8c1s9x7aQe journal@test'

describe('activity journal', () => {
  const cleanups = useCleanups()

  async function start() {
    const TOKEN = 'journal-secret-token-7f3a'
    const sandbox = await startSandbox({ paceMs: 20, customers: [{ token: TOKEN, data: 'demo' }] })
    cleanups.push(() => sandbox.close())
    // One keychain for this host and the next one started on its folder (a restart keeps the tokens).
    const secretStore = createSessionSecretStore()
    const { backend, dataDir } = await createTestBackend({
      demoApiUrl: sandbox.baseUrl,
      probeDelaysMs: [50],
      secretStore,
    })
    cleanups.push(() => backend.dispose())
    const { account: added } = await switchToNewAccount(backend, { baseUrl: sandbox.baseUrl, token: TOKEN })
    const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)
    return { TOKEN, sandbox, backend, dataDir, secretStore, account: added, call }
  }

  it('records only fields of the channel’s input, none named like a secret', () => {
    // A flag that asks the service to keep a password it generated: no password in it.
    const flags = ['keepPassword']
    for (const channel of JOURNALED) {
      const { fields } = operationOf(channel)
      const secret = fields.filter((f) => /pass|token|secret|private|key$|csr|cert(ificate)?$/i.test(f))
      expect(
        secret.filter((f) => !flags.includes(f)),
        channel,
      ).toEqual([])
    }
    expect(operationOf('servers:create').fields).toHaveLength(13)
    expect(operationOf('servers:create').fields).not.toContain('imageFamily')
    expect(operationOf('sshKeys:create').fields).toEqual(['title'])
    expect(operationOf('ssl:order').fields).not.toContain('csr')
    expect(operationOf('dns:updateRecord').fields).toEqual(
      expect.arrayContaining(['type', 'zoneId', 'recordId', 'ttl', 'owner', 'address', 'target', 'text', 'service']),
    )
  })

  it('a run that touched passwords, tokens and keys journals every change and no secret', async () => {
    const { TOKEN, sandbox, backend, dataDir, account, call } = await start()
    const created = await call<StorageUser>('storage:createUser', { userName: 'journaled', keepPassword: true })
    const reset = await call<StorageUser>('storage:changePassword', { userId: created.id, keepPassword: true })
    const key = await call<SshKey>('sshKeys:create', { title: 'laptop', publicKey: SSH_KEY })
    await call('sshKeys:remove', { id: key.id })
    // A refusal is journaled with the service's words.
    const refused = await backend.invoke('storage:blockUser', { userId: 987654 })
    expect(refused.ok).toBe(false)
    await backend.dispose()

    const state = sandbox.state(TOKEN)
    const typed = [TOKEN, created.password!, reset.password!, SSH_KEY.split(' ')[1]!]
    const secrets = [...typed, ...secretsHeldBy(state)].filter((s) => s.length > 4)
    expect(secrets.length).toBeGreaterThan(4)
    const dir = join(dataDir, 'journal')
    const files = await readdir(dir)
    expect(files.length).toBeGreaterThan(0)
    const text = (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('\n')
    for (const secret of secrets) expect(text.includes(secret), `${secret.slice(0, 4)}… in the journal`).toBe(false)
    expect(text).not.toMatch(/password"\s*:\s*"/i)

    // Survives a restart: a new backend on the same data folder reads it.
    const again = await createTestBackend({ dataDir, demoApiUrl: sandbox.baseUrl })
    cleanups.push(() => again.backend.dispose())
    const entries = await invokeOrThrow<JournalEntry[]>(again.backend, 'journal:list', { accountId: account.id })
    expect(entries.map((e) => e.operation)).toEqual([
      'storage:blockUser',
      'sshKeys:remove',
      'sshKeys:create',
      'storage:changePassword',
      'storage:createUser',
    ])
    expect(entries[0]).toMatchObject({ outcome: 'failed', accountLabel: 'Acme' })
    expect(entries[0]!.result).toMatch(/\S/)
    expect(entries[4]).toMatchObject({
      outcome: 'ok',
      params: { userName: 'journaled', keepPassword: true },
      result: `#${created.id}`,
    })
    expect(entries[2]!.params).toEqual({ title: 'laptop' })
  })

  it('a DNS edit keeps the record before and after; revert restores it, is journaled, and is refused once the record changed', async () => {
    const { call, backend } = await start()
    const zone = await call<DnsZone>('dns:createZone', { name: 'journal-test.com' })
    const record = await call<DnsRecord>('dns:createRecord', {
      type: 'A',
      zoneId: zone.id,
      owner: 'www',
      address: '203.0.113.1',
      ttl: 300,
    })
    // The journal's "before" is the record as the session last read it: wait until the session holds that address.
    const shows = (address: string) =>
      waitForSession(
        backend,
        (s) =>
          s.snapshot?.dnsZones
            ?.find((z) => z.id === zone.id)
            ?.records.some((r) => r.id === record.id && r.address === address) === true,
      )
    await shows('203.0.113.1')
    await call('dns:updateRecord', {
      type: 'A',
      zoneId: zone.id,
      recordId: record.id,
      owner: 'www',
      address: '203.0.113.2',
      ttl: 300,
    })
    const [edit] = await call<JournalEntry[]>('journal:list')
    expect(edit).toMatchObject({
      operation: 'dns:updateRecord',
      before: { address: '203.0.113.1' },
      after: { address: '203.0.113.2' },
      resource: { kind: 'dnsRecord', id: record.id },
    })

    const plan = await call<RevertPlan>('journal:revertPlan', { entryId: edit!.id })
    expect(plan).toMatchObject({
      action: 'update',
      problem: null,
      record: { address: '203.0.113.1' },
      current: { address: '203.0.113.2' },
    })
    const reverted = await call<JournalEntry>('journal:revert', { entryId: edit!.id })
    expect(reverted).toMatchObject({
      revertOf: edit!.id,
      operation: 'dns:updateRecord',
      after: { address: '203.0.113.1' },
    })
    // The original edit no longer matches the zone: a second revert is refused, nothing sent.
    expect(await call<RevertPlan>('journal:revertPlan', { entryId: edit!.id })).toMatchObject({
      problem: 'changedSince',
    })
    await expect(call('journal:revert', { entryId: edit!.id })).rejects.toMatchObject({ kind: 'conflict' })

    // Deleting, then reverting the deletion, brings the record back.
    await shows('203.0.113.1')
    await call('dns:deleteRecord', { zoneId: zone.id, recordId: record.id })
    const [deletion] = await call<JournalEntry[]>('journal:list')
    expect(deletion).toMatchObject({ before: { address: '203.0.113.1' }, after: null })
    const back = await call<JournalEntry>('journal:revert', { entryId: deletion!.id })
    expect(back).toMatchObject({ operation: 'dns:createRecord', after: { owner: 'www', address: '203.0.113.1' } })
  })

  it('a change that starts a task gets the task’s end appended when it ends', async () => {
    const { call, backend } = await start()
    const state = await invokeOrThrow<{
      snapshot: { servers: Array<{ id: number; name: string; isPowerOn: boolean }> }
    }>(backend, 'session:get')
    const server = state.snapshot.servers.find((s) => s.isPowerOn)!
    await call('servers:runAction', { serverId: server.id, type: 'PowerReboot' })
    let entry: JournalEntry | undefined
    for (let i = 0; i < 200; i++) {
      entry = (await call<JournalEntry[]>('journal:list')).find((e) => e.operation === 'servers:runAction')
      if (entry?.tasks[0]?.phase !== 'running') break
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(entry).toMatchObject({
      outcome: 'ok',
      resource: { kind: 'server', id: server.id, name: server.name },
      params: { serverId: server.id, type: 'PowerReboot' },
    })
    expect(entry!.tasks).toHaveLength(1)
    expect(entry!.tasks[0]).toMatchObject({ phase: 'done' })
    expect(entry!.tasks[0]!.endedAt).toBeGreaterThan(0)
  })

  it('writes a change down before it is sent: one cut by a kill reads as "outcome unknown", one answered replaces it', async () => {
    const { sandbox, dataDir, account, call } = await start()
    sandbox.faults.set([{ method: 'POST', path: '/sshkey', latencyMs: 1_500 }])
    const created = call<SshKey>('sshKeys:create', { title: 'in flight', publicKey: SSH_KEY })
    await expect.poll(() => sandbox.counter.count('POST', '/sshkey')).toBe(1)
    // What a host started after a kill now would read from the disk.
    const onDisk = () =>
      createJournalStore({ dataDir, bus: new EventBus(), log: { info() {}, warn() {}, error() {} } }).list(account.id)
    expect((await onDisk()).map((e) => [e.operation, e.outcome])).toEqual([['sshKeys:create', 'unknown']])
    await created
    expect((await onDisk()).map((e) => [e.operation, e.outcome])).toEqual([['sshKeys:create', 'ok']])
  })

  /** What the demo data holds to act on: a running server (a reboot) and an SSH key (a removal). */
  function demoItems(sandbox: SandboxHandle, token: string): { serverId: number; keyId: number } {
    const state = sandbox.state(token)
    const server = [...state.servers.values()].find((s) => s.IsPowerOn)
    const [keyId] = state.sshKeys.keys()
    if (!server || keyId === undefined) throw new Error('the demo data has no running server or no SSH key')
    return { serverId: server.ID, keyId }
  }

  type Call = <T>(channel: string, input?: unknown) => Promise<T>

  /**
   * What a kill leaves: the change's request is never answered and the host ends with it pending. `atService`
   * then does at the service what the cut request may have done (or nothing), and a second host starts on the
   * same folder and keychain. Both are handed what the demo data holds to act on.
   */
  async function cutAndRestart(
    route: { method?: string; path: string; counted: string },
    send: (call: Call, demo: { serverId: number; keyId: number }) => Promise<unknown>,
    atService?: (api: CloudApi, demo: { serverId: number; keyId: number }) => Promise<unknown>,
  ) {
    const { TOKEN, sandbox, backend, dataDir, secretStore, account, call } = await start()
    const demo = demoItems(sandbox, TOKEN)
    const method = route.method ?? 'POST'
    sandbox.faults.set([{ method, path: route.path, kind: 'hang' }])
    void send(call, demo).catch(() => undefined)
    await expect.poll(() => sandbox.counter.count(method, route.counted)).toBe(1)
    await backend.dispose()
    sandbox.faults.clear()
    await atService?.(createCloudApi({ baseUrl: sandbox.baseUrl, token: TOKEN }), demo)
    const again = await createTestBackend({ dataDir, demoApiUrl: sandbox.baseUrl, secretStore })
    cleanups.push(() => again.backend.dispose())
    const notices = async () => (await invokeOrThrow<string[]>(again.backend, 'app:notices')).join('\n')
    const entries = () => invokeOrThrow<JournalEntry[]>(again.backend, 'journal:list', { accountId: account.id })
    return { ...again, secretStore, sandbox, notices, entries }
  }

  const REBOOT_ROUTE = { path: '/server/*/action', counted: '/server/:id/action' }
  const KEY_ROUTE = { path: '/sshkey', counted: '/sshkey' }

  it('at the next start, a create cut after it was sent is checked with the service, resolved to made, and said once', async () => {
    const { backend, dataDir, secretStore, sandbox, notices, entries } = await cutAndRestart(
      KEY_ROUTE,
      (call) => call('sshKeys:create', { title: 'cut', publicKey: SSH_KEY }),
      (api) => api.sshKeys.create({ title: 'cut', publicKey: SSH_KEY }),
    )
    await expect
      .poll(notices)
      .toMatch(/^1 change was sent before Hostdeck last closed.*checked with the service: it was made\./m)
    const made = await entries()
    expect(made.map((e) => [e.operation, e.outcome])).toEqual([['sshKeys:create', 'made']])
    expect(made[0]!.checkedAt).toBeGreaterThan(0)
    expect(await invokeOrThrow<string[]>(backend, 'app:notices')).toEqual([])
    // Checked once: a third start says nothing more.
    await backend.dispose()
    const third = await createTestBackend({ dataDir, demoApiUrl: sandbox.baseUrl, secretStore })
    cleanups.push(() => third.backend.dispose())
    await invokeOrThrow(third.backend, 'journal:list')
    await new Promise((r) => setTimeout(r, 300))
    expect((await invokeOrThrow<string[]>(third.backend, 'app:notices')).join('\n')).not.toMatch(/before Hostdeck/)
  })

  it('a cut create the service never made is resolved to not made', async () => {
    const { notices, entries } = await cutAndRestart(KEY_ROUTE, (call) =>
      call('sshKeys:create', { title: 'never', publicKey: SSH_KEY }),
    )
    await expect.poll(notices).toMatch(/checked with the service: it was not made\./)
    expect((await entries()).map((e) => e.outcome)).toEqual(['notMade'])
  })

  it('a cut reboot the server ran reads "made"; journal:check answers on demand', async () => {
    const { backend, notices, entries } = await cutAndRestart(
      REBOOT_ROUTE,
      (call, { serverId }) => call('servers:runAction', { serverId, type: 'PowerReboot' }),
      (api, { serverId }) => api.servers.runAction({ serverId, type: 'PowerReboot' }),
    )
    await expect.poll(notices).toMatch(/checked with the service: it was made\./)
    const [entry] = await entries()
    expect(entry).toMatchObject({ operation: 'servers:runAction', outcome: 'made' })
    // On demand: an entry whose outcome is known is answered as it is; an unknown id is refused.
    expect(await invokeOrThrow<JournalEntry>(backend, 'journal:check', { entryId: entry!.id })).toMatchObject({
      outcome: 'made',
    })
    await expect(invokeOrThrow(backend, 'journal:check', { entryId: 'no-such-entry' })).rejects.toMatchObject({
      kind: 'notFound',
    })
  })

  it('a cut reboot the server never ran reads "not made"', async () => {
    const { notices, entries } = await cutAndRestart(REBOOT_ROUTE, (call, { serverId }) =>
      call('servers:runAction', { serverId, type: 'PowerReboot' }),
    )
    await expect.poll(notices).toMatch(/checked with the service: it was not made\./)
    expect((await entries()).map((e) => [e.operation, e.outcome])).toEqual([['servers:runAction', 'notMade']])
  })

  it('a cut removal the service made reads "made" (its key is gone)', async () => {
    const { notices, entries } = await cutAndRestart(
      { method: 'DELETE', path: '/sshkey/*', counted: '/sshkey/:id' },
      (call, { keyId }) => call('sshKeys:remove', { id: keyId }),
      (api, { keyId }) => api.sshKeys.remove(keyId),
    )
    await expect.poll(notices).toMatch(/checked with the service: it was made\./)
    expect((await entries()).map((e) => [e.operation, e.outcome])).toEqual([['sshKeys:remove', 'made']])
  })
})
