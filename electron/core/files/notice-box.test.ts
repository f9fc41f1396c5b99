import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../sandbox'
import type { SshKey } from '../../shared/models/ssh-keys'
import { createTestBackend, invokeOrThrow, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'

const SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGn1bVQ9QnD5JQy3Qk1mXQ0n1a8f5m2Ybq8c1s9x7aQe notice@test'

describe('problems the user hears of once', () => {
  const cleanups = useCleanups()

  async function start(prepare: (dataDir: string) => Promise<void>) {
    const sandbox = await startSandbox({ paceMs: 20 })
    cleanups.push(() => sandbox.close())
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-notices-'))
    await prepare(dataDir)
    const { backend } = await createTestBackend({ dataDir, demoApiUrl: sandbox.baseUrl })
    cleanups.push(() => backend.dispose())
    const announced: unknown[] = []
    backend.on('app:noticesChanged', (payload) => announced.push(payload))
    await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
    const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)
    return { backend, call, announced }
  }

  it('a journal that cannot be written refuses the changes, each with its reason, and says nothing of them "still sent"', async () => {
    // A file where the journal's folder should be: every append fails.
    const { call } = await start((dir) => writeFile(join(dir, 'journal'), 'not a folder'))
    await call('app:info')
    await expect(call<SshKey>('sshKeys:create', { title: 'one', publicKey: SSH_KEY })).rejects.toMatchObject({
      kind: 'disk',
      message: expect.stringMatching(/^Nothing was sent: .*activity journal/),
    })
    expect((await call<string[]>('app:notices')).join('\n')).not.toMatch(/still sent/)
  })

  it('a tasks file that cannot be read is said at start, not dropped silently', async () => {
    const { call } = await start(async (dir) => {
      await mkdir(join(dir, 'tasks'), { recursive: true })
      await writeFile(join(dir, 'tasks', 'demo.json'), '{"version": 1, "tasks": [')
    })
    await expect
      .poll(async () => (await call<string[]>('app:notices')).join('\n'))
      .toMatch(/followed tasks in demo\.json could not be read and were set aside/)
  })

  it.runIf(process.platform === 'linux')(
    'a stale lock (its pid now another program) does not block the start, and the take-over is said',
    async () => {
      const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim()
      const { call } = await start((dir) =>
        writeFile(join(dir, 'hostdeck.lock'), JSON.stringify({ pid: 1, processStart: '1', bootId })),
      )
      const { notices } = await call<{ notices: string[] }>('app:info')
      expect(notices.join('\n')).toMatch(/lock on its data folder .* that no running Hostdeck holds .* took it over/)
    },
  )
})
