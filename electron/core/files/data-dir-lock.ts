import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export interface DataDirLock {
  release(): void
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims the data folder for this process: two hosts on one folder would overwrite each other's accounts and
 * tasks. A lock left by a process that is gone is taken over. The second host is told what to do instead.
 */
export function lockDataDir(dataDir: string, pid = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const path = join(dataDir, 'hostdeck.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600)
      writeSync(fd, JSON.stringify({ pid, startedAt: new Date().toISOString() }))
      closeSync(fd)
      return {
        release() {
          if (holder(path) === pid) rmSync(path, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const other = holder(path)
      if (other !== null && alive(other)) {
        throw Object.assign(
          new Error(
            `Another Hostdeck (process ${other}) is using the data folder ${dataDir}. Close it first, or start this one with --data-dir and another folder.`,
          ),
          { kind: 'dataDirBusy' },
        )
      }
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Hostdeck could not claim the data folder ${dataDir}.`)
}

function holder(path: string): number | null {
  try {
    const pid = (JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown }).pid
    return typeof pid === 'number' && Number.isInteger(pid) ? pid : null
  } catch {
    return null
  }
}
