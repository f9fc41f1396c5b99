import { existsSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock'

describe('lockDataDir', () => {
  it('refuses a second host on one data folder, saying what to do, until the first releases it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    const first = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(/Another Hostdeck \(process \d+\) is using the data folder .*--data-dir/)
    first.release()
    expect(existsSync(join(dir, 'hostdeck.lock'))).toBe(false)
    lockDataDir(dir).release()
  })

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-lock-'))
    // A pid far above any real one: nobody answers to it.
    await writeFile(join(dir, 'hostdeck.lock'), JSON.stringify({ pid: 2 ** 30, startedAt: '2026-01-01T00:00:00Z' }))
    const lock = lockDataDir(dir)
    lock.release()
  })
})
