import { promises as fsp } from 'node:fs'
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startSandbox } from '../../sandbox'
import type { JournalEntry } from '../../shared/channels/journal'
import { createTestBackend, invokeOrThrow, switchToNewAccount } from '../test-kit'
import { useCleanups } from '../test-cleanups'

const TOKEN = 'write-ahead-token-3e1b'
const SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGn1bVQ9QnD5JQy3Qk1mXQ0n1a8f5m2Ybq8c1s9x7aQe ahead@test'

/** Every open of a file under `dir` fails with `code`, as a full or read-only disk answers. */
function refuseWrites(dir: string, code: string) {
  const open = fsp.open.bind(fsp)
  return vi.spyOn(fsp, 'open').mockImplementation(async (path, ...rest) => {
    if (String(path).startsWith(dir))
      throw Object.assign(new Error(`${code}: refused, open '${String(path)}'`), { code })
    return open(path, ...rest)
  })
}

describe('the journal is written before a change is sent', () => {
  const cleanups = useCleanups()
  afterEach(() => vi.restoreAllMocks())

  async function start() {
    const sandbox = await startSandbox({ paceMs: 20, customers: [{ token: TOKEN, data: 'demo' }] })
    cleanups.push(() => sandbox.close())
    const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, probeDelaysMs: [50] })
    cleanups.push(() => backend.dispose())
    const { account, ready } = await switchToNewAccount(backend, { baseUrl: sandbox.baseUrl, token: TOKEN })
    const server = ready.snapshot?.servers?.find((s) => s.isPowerOn)
    if (!server) throw new Error('the demo data has no running server')
    const changes = () => sandbox.requests.all().filter((r) => r.method !== 'GET')
    return { backend, dataDir, account, server, changes, journal: join(dataDir, 'journal') }
  }

  const changes = (serverId: number, title: string) =>
    [
      ['sshKeys:create', { title, publicKey: SSH_KEY }],
      ['servers:runAction', { serverId, type: 'PowerReboot' }],
    ] as const

  it.each([
    ['ENOSPC', /the disk is full.*Free some space/],
    ['EROFS', /the disk is read-only.*make it writable/],
    ['EACCES', /may not write there.*writable for you/],
    ['EPERM', /may not write there.*writable for you/],
  ])('with %s, a change is refused with the reason and nothing reaches the simulator', async (code, reason) => {
    const { backend, server, changes: sent, journal } = await start()
    const spy = refuseWrites(journal, code)
    for (const [channel, input] of changes(server.id, 'refused')) {
      const answer = await backend.invoke(channel, input)
      expect(answer, channel).toMatchObject({ ok: false, error: { kind: 'disk' } })
      const message = (answer as { error: { message: string } }).error.message
      expect(message).toMatch(/^Nothing was sent/)
      expect(message).toMatch(reason)
    }
    expect(sent()).toEqual([])
    spy.mockRestore()
    // Writable again: the change goes out, journaled.
    await invokeOrThrow(backend, 'sshKeys:create', { title: 'after', publicKey: SSH_KEY })
    expect(sent().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /sshkey'])
    const entries = await invokeOrThrow<JournalEntry[]>(backend, 'journal:list')
    expect(entries.map((e) => [e.operation, e.outcome])).toEqual([['sshKeys:create', 'ok']])
  })

  it('a journal file that cannot be opened for writing (a folder in its place) refuses the change, nothing sent', async () => {
    const { backend, account, server, changes: sent, journal } = await start()
    await rm(journal, { recursive: true, force: true })
    await mkdir(join(journal, `${account.id.replace(/[^A-Za-z0-9_-]/g, '_')}.jsonl`), { recursive: true })
    for (const [channel, input] of changes(server.id, 'blocked')) {
      const answer = await backend.invoke(channel, input)
      expect(answer, channel).toMatchObject({ ok: false, error: { kind: 'disk', message: /^Nothing was sent/ } })
    }
    expect(sent()).toEqual([])
  })

  // Root writes through permissions: the injected EACCES above stands for this case there.
  it.skipIf(process.platform === 'win32' || process.getuid?.() === 0)(
    'a read-only journal file and folder refuse the change, nothing sent',
    async () => {
      const { backend, account, server, changes: sent, journal } = await start()
      const file = join(journal, `${account.id.replace(/[^A-Za-z0-9_-]/g, '_')}.jsonl`)
      await mkdir(journal, { recursive: true })
      await writeFile(file, '')
      await chmod(file, 0o400)
      await chmod(journal, 0o500)
      cleanups.push(() => chmod(journal, 0o700))
      for (const [channel, input] of changes(server.id, 'read-only')) {
        const answer = await backend.invoke(channel, input)
        expect(answer, channel).toMatchObject({ ok: false, error: { kind: 'disk', message: /^Nothing was sent/ } })
      }
      expect(sent()).toEqual([])
    },
  )
})
