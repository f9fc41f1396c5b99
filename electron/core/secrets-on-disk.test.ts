import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../sandbox'
import type { CertificateFile } from '../shared/models/ssl'
import type { Image } from '../shared/models/images'
import type { Server } from '../shared/models/servers'
import type { StorageUser } from '../shared/models/storage'
import {
  createTestBackend,
  invokeOrThrow,
  secretsHeldBy,
  smallServerFrom,
  switchToNewAccount,
  waitForSession,
} from './test-kit'
import { useCleanups } from './test-cleanups'
import { runCli, testKeychain, throwAwayDataDir } from '../cli/test-kit'

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  )
  return nested.flat()
}

describe('secrets on disk', () => {
  const cleanups = useCleanups()

  it('a run that touched every secret leaves none in the data folder: token, storage, S3, admin (of a server it built too) and PFX passwords, private keys and PFX files', async () => {
    const TOKEN = 'acme-secret-token-on-disk-9c1d'
    const sandbox = await startSandbox({ paceMs: 20, customers: [{ token: TOKEN, data: 'demo' }] })
    cleanups.push(() => sandbox.close())
    const { backend, dataDir } = await createTestBackend({ demoApiUrl: sandbox.baseUrl, probeDelaysMs: [50] })
    const { ready } = await switchToNewAccount(backend, { baseUrl: sandbox.baseUrl, token: TOKEN })
    // The live service sends servers' admin passwords (the seed shape has none): they reach memory, not disk.
    if (sandbox.dialect === 'real') expect(ready.snapshot?.servers?.some((s) => s.adminPassword)).toBe(true)

    // Passwords the service generates, read back once.
    const created = await invokeOrThrow<StorageUser>(backend, 'storage:createUser', {
      userName: 'ondisk',
      keepPassword: true,
    })
    const reset = await invokeOrThrow<StorageUser>(backend, 'storage:changePassword', {
      userId: created.id,
      keepPassword: true,
    })
    // A server built by Hostdeck: its administrator password arrives once it is Active, and never reaches the disk.
    const image = ready.snapshot!.images!.find(
      (i: Image) => i.name === 'Ubuntu24.04x64' && i.dcLocation === ready.snapshot!.locations![0]!.techTitle,
    )!
    const server = await invokeOrThrow<Server>(
      backend,
      'servers:create',
      smallServerFrom(image, { name: 'ondisk-srv' }),
    )
    const built = await waitForSession(
      backend,
      (s) => s.snapshot?.servers?.some((x) => x.id === server.id && x.state === 'Active') === true,
    )
    if (sandbox.dialect === 'real')
      expect(built.snapshot?.servers?.find((x) => x.id === server.id)?.adminPassword).toMatch(/^\S{12}$/)
    // Certificate files: the private key and the PFX go to the renderer and nowhere else.
    const issued = [...sandbox.state(TOKEN).certificates.values()].find((c) => c.State === 'Active')!
    const key = await invokeOrThrow<CertificateFile>(backend, 'ssl:downloadFile', {
      certificateId: issued.Id,
      kind: 'private-key',
    })
    const pfx = await invokeOrThrow<CertificateFile>(backend, 'ssl:downloadFile', {
      certificateId: issued.Id,
      kind: 'pfx',
    })
    const keyBody = Buffer.from(key.base64, 'base64').toString('utf8').split('\n')[1]!
    expect(keyBody.length).toBeGreaterThan(40)
    await invokeOrThrow(backend, 'session:reread', { reason: 'refresh' })
    await waitForSession(backend, (s) => !s.refreshing)
    await backend.dispose()

    const state = sandbox.state(TOKEN)
    expect(state.storage?.Owner.Password).toMatch(/\S/)
    const secrets = [
      TOKEN,
      created.password!,
      reset.password!,
      ...secretsHeldBy(state),
      keyBody,
      pfx.base64.slice(0, 64),
      Buffer.from(pfx.base64, 'base64').subarray(8, 40).toString('hex'),
    ]
    expect(state.servers.get(server.id)?.AdminPassword).toMatch(/^\S{12}$/)
    expect(secrets.length).toBeGreaterThan(9)
    const files = await filesUnder(dataDir)
    expect(files.some((f) => f.includes('cache'))).toBe(true)
    for (const file of files) {
      const text = await readFile(file, 'utf8')
      for (const secret of secrets) expect(text.includes(secret), `${secret.slice(0, 4)}… in ${file}`).toBe(false)
    }
  })
})

const keychain = await testKeychain()

describe.skipIf(!keychain)('secrets of the command line', () => {
  const cleanups = useCleanups()

  it('keeps the token out of every file, its own command line and environment, and every output', async () => {
    const TOKEN = `acme-cli-token-${randomBytes(8).toString('hex')}`
    // Slow tasks: the reboot is still waited for while its process is looked at.
    const sandbox = await startSandbox({ paceMs: 1500, customers: [{ token: TOKEN, data: 'demo' }] })
    const data = await throwAwayDataDir()
    cleanups.push(data.done, () => sandbox.close())
    const cli = (args: string[], stdin = '', started?: (child: ChildProcess) => void) =>
      runCli([...args, '--data-dir', data.dir], stdin, {}, started)
    const runs = [
      await cli(['accounts', 'add', '--name', 'prod', '--base-url', sandbox.baseUrl, '--token-stdin'], TOKEN),
      await cli(['servers', 'ls', '--account', 'prod', '-o', 'wide']),
      await cli(['servers', 'ls', '-A', '--cached', '-o', 'yaml']),
    ]
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0])
    // What the running process was started with, as the system shows it to anyone who lists processes.
    const seen: string[] = []
    runs.push(
      await cli(['servers', 'reboot', 'web-01', '--account', 'prod', '--wait'], '', (child) => {
        const look = setInterval(() => {
          if (!sandbox.requests.last('POST')) return
          clearInterval(look)
          for (const part of ['environ', 'cmdline'])
            seen.push(readFileSync(`/proc/${String(child.pid)}/${part}`, 'latin1'))
        }, 20)
      }),
    )
    expect(runs.at(-1)?.code, runs.at(-1)?.stderr).toBe(0)
    if (process.platform === 'linux') expect(seen).toHaveLength(2)
    for (const text of seen) expect(text).not.toContain(TOKEN)
    for (const run of runs) expect([...run.args, run.stdout, run.stderr].join('\n')).not.toContain(TOKEN)
    for (const file of await filesUnder(data.dir)) expect(await readFile(file, 'latin1'), file).not.toContain(TOKEN)
  }, 120_000)
})
