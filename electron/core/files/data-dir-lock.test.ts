import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { linuxStartOf, lockDataDir } from './data-dir-lock'
import { useCleanups } from '../test-cleanups'

const lockIn = (dir: string) => join(dir, 'hostdeck.lock')
const onLinux = process.platform === 'linux'

describe('lockDataDir', () => {
  const cleanups = useCleanups()

  it('refuses a second host on one data folder, saying what to do, until the first releases it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    const first = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(/Another Hostdeck \(process \d+\) is using the data folder .*--data-dir/)
    expect(() => lockDataDir(dir)).toThrow(/If no Hostdeck is running, delete .*hostdeck\.lock/)
    first.release()
    expect(existsSync(lockIn(dir))).toBe(false)
    lockDataDir(dir).release()
  })

  it('takes over a lock left by a process that is gone, and says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    // A pid far above any real one: nobody answers to it.
    await writeFile(lockIn(dir), JSON.stringify({ pid: 2 ** 30, startedAt: '2026-01-01T00:00:00Z' }))
    const lock = lockDataDir(dir)
    expect(lock.notice).toMatch(/took it over/)
    lock.release()
  })

  it.runIf(onLinux)('takes over a lock whose pid now belongs to another program (pid 1)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim()
    await writeFile(lockIn(dir), JSON.stringify({ pid: 1, processStart: '1', bootId }))
    const lock = lockDataDir(dir)
    expect(lock.notice).toMatch(/process 1 now is another program/)
    const saved = JSON.parse(await readFile(lockIn(dir), 'utf8')) as { pid: number; processStart: string }
    expect(saved).toMatchObject({ pid: process.pid, processStart: linuxStartOf(process.pid) })
    lock.release()
  })

  it.runIf(onLinux)('takes over an old lock (a pid only) held by a live unrelated process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    const sleeper = spawn('sleep', ['600'], { stdio: 'ignore' })
    cleanups.push(async () => void sleeper.kill())
    await new Promise((resolve) => sleeper.once('spawn', resolve))
    await writeFile(lockIn(dir), JSON.stringify({ pid: sleeper.pid, startedAt: '2026-01-01T00:00:00Z' }))
    const hourAgo = new Date(Date.now() - 3_600_000)
    await utimes(lockIn(dir), hourAgo, hourAgo)
    const lock = lockDataDir(dir)
    expect(lock.notice).toMatch(new RegExp(`process ${sleeper.pid} has not kept it up to date`))
    lock.release()
  })

  it('takes over a lock from an earlier boot', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    await writeFile(lockIn(dir), JSON.stringify({ pid: 4242, processStart: '77', bootId: 'before' }))
    const probes = { alive: () => true, startOf: () => '77', bootId: () => 'after' }
    const lock = lockDataDir(dir, { ...probes, pid: 5151 })
    expect(lock.notice).toMatch(/before the computer restarted/)
    lock.release()
  })

  it('where no start time can be read, a holder that keeps the lock fresh is live and one that stopped is not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    let now = Date.now()
    const probes = { alive: () => true, startOf: () => null, bootId: () => null, now: () => now, heartbeatMs: 1000 }
    const first = lockDataDir(dir, { ...probes, pid: 4242 })
    cleanups.push(async () => first.release())
    expect(() => lockDataDir(dir, { ...probes, pid: 5151 })).toThrow(/Another Hostdeck \(process 4242\)/)
    now += 60_000
    const second = lockDataDir(dir, { ...probes, pid: 5151 })
    expect(second.notice).toMatch(/process 4242 has not kept it up to date/)
    second.release()
  })

  it('on a full disk says so in words and leaves no empty lock behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    const write = () => {
      throw full
    }
    expect(() => lockDataDir(dir, { write })).toThrow(/The disk holding the data folder .* is full.*--data-dir/)
    expect(await readdir(dir)).toEqual([])
  })
})
