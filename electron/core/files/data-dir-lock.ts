import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

export interface DataDirLock {
  release(): void
  /** What the user must hear about how the folder was claimed (a stale lock taken over), or null. */
  notice: string | null
}

/** How the lock tells a live holder from a stale one; tests replace the parts read from the system. */
export interface LockProbes {
  pid: number
  /** The process's start time as the system counts it (Linux: /proc/<pid>/stat field 22), or null if unknown. */
  startOf(pid: number): string | null
  /** This boot's id (Linux: /proc/sys/kernel/random/boot_id), or null if unknown. */
  bootId(): string | null
  alive(pid: number): boolean
  now(): number
  /** Where no start time can be read, the holder touches the lock this often; a lock untouched for 4 beats is stale. */
  heartbeatMs: number
  /** Writes the lock's content (tests stand a full disk in). */
  write(fd: number, content: string): void
}

const readTrimmed = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8').trim() || null
  } catch {
    return null
  }
}

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces and parentheses). */
export function linuxStartOf(pid: number): string | null {
  const stat = readTrimmed(`/proc/${pid}/stat`)
  if (!stat) return null
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields[19] ?? null
}

const systemProbes: LockProbes = {
  pid: process.pid,
  startOf: linuxStartOf,
  bootId: () => readTrimmed('/proc/sys/kernel/random/boot_id'),
  alive(pid) {
    // A zombie is a process that has ended: it holds nothing.
    const stat = readTrimmed(`/proc/${pid}/stat`)
    if (stat && stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false
    try {
      process.kill(pid, 0)
      return true
    } catch (error) {
      // EPERM: it exists but belongs to someone else — still alive.
      return (error as NodeJS.ErrnoException).code === 'EPERM'
    }
  },
  now: () => Date.now(),
  heartbeatMs: 15_000,
  write: (fd, content) => void writeSync(fd, content),
}

const holderSchema = z.object({
  pid: z.number().int().positive(),
  startedAt: z.string().optional(),
  processStart: z.string().nullable().optional(),
  bootId: z.string().nullable().optional(),
})
type Holder = z.infer<typeof holderSchema>

/** Why the recorded holder is not a live Hostdeck, or null if it is one (or may be). */
function staleReason(holder: Holder, lockMtime: number, probes: LockProbes): string | null {
  if (!probes.alive(holder.pid)) return `process ${holder.pid} has ended`
  const bootId = probes.bootId()
  if (holder.bootId && bootId && holder.bootId !== bootId)
    return `it was left before the computer restarted (process ${holder.pid} now is another program)`
  const start = probes.startOf(holder.pid)
  if (holder.processStart && start) {
    return holder.processStart === start ? null : `process ${holder.pid} now is another program`
  }
  // No start time to compare: a live holder keeps the lock's time fresh.
  return probes.now() - lockMtime > 4 * probes.heartbeatMs
    ? `process ${holder.pid} has not kept it up to date (it is not a running Hostdeck)`
    : null
}

function readHolder(path: string): { holder: Holder | null; mtime: number } | null {
  let text: string
  let mtime: number
  try {
    text = readFileSync(path, 'utf8')
    mtime = statSync(path).mtimeMs
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text))
    return { holder: parsed.success ? parsed.data : null, mtime }
  } catch {
    return { holder: null, mtime }
  }
}

const busy = (dataDir: string, pid: number) =>
  Object.assign(
    new Error(
      `Another Hostdeck (process ${pid}) is using the data folder ${dataDir}. Switch to that window (or close it) first, or start this one with --data-dir and another folder. If no Hostdeck is running, delete ${join(dataDir, 'hostdeck.lock')} and start again.`,
    ),
    { kind: 'dataDirBusy' },
  )

function startError(error: unknown, dataDir: string): Error {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return Object.assign(
      new Error(
        `The disk holding the data folder ${dataDir} is full: Hostdeck cannot start there. Free some space and start again, or start with --data-dir and a folder on another disk.`,
      ),
      { kind: 'diskFull' },
    )
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new Error(
      `Hostdeck may not write its data folder ${dataDir} (${code}). Check the folder's permissions, or start with --data-dir and another folder.`,
    )
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * Writes the lock whole or not at all: its content goes to a file of this process, which is then linked to the
 * lock's name (atomic, and refused if a lock exists). A full disk leaves no empty lock behind.
 */
function createLock(path: string, content: string, probes: LockProbes): boolean {
  const temp = `${path}.${probes.pid}.tmp`
  try {
    const fd = openSync(temp, 'w', 0o600)
    try {
      probes.write(fd, content)
    } finally {
      closeSync(fd)
    }
    linkSync(temp, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(temp, { force: true })
  }
}

/**
 * Claims the data folder for this process: two hosts on one folder would overwrite each other's accounts and
 * tasks. The lock names this process by its pid, its start time and the boot, so a lock whose pid now belongs to
 * another program (after a crash or a restart) is taken over, with a notice; a live one names what to do.
 */
export function lockDataDir(dataDir: string, overrides: Partial<LockProbes> = {}): DataDirLock {
  const probes = { ...systemProbes, ...overrides }
  const path = join(dataDir, 'hostdeck.lock')
  const processStart = probes.startOf(probes.pid)
  const content = JSON.stringify({
    pid: probes.pid,
    startedAt: new Date(probes.now()).toISOString(),
    processStart,
    bootId: probes.bootId(),
  })
  let notice: string | null = null
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    for (let attempt = 0; attempt < 3; attempt++) {
      if (createLock(path, content, probes)) return held(path, probes, notice)
      const found = readHolder(path)
      if (!found) continue
      const reason = found.holder ? staleReason(found.holder, found.mtime, probes) : 'it was empty or unreadable'
      if (found.holder && reason === null) throw busy(dataDir, found.holder.pid)
      notice = `Hostdeck found a lock on its data folder ${dataDir} that no running Hostdeck holds (${reason}) and took it over.`
      rmSync(path, { force: true })
    }
  } catch (error) {
    if ((error as { kind?: string }).kind === 'dataDirBusy') throw error
    throw startError(error, dataDir)
  }
  throw new Error(`Hostdeck could not claim the data folder ${dataDir}: another start claims it at the same time.`)
}

function held(path: string, probes: LockProbes, notice: string | null): DataDirLock {
  const ours = () => readHolder(path)?.holder?.pid === probes.pid
  // Where no start time can be compared, a fresh lock time is what tells a live holder.
  const beat = setInterval(() => {
    const now = new Date(probes.now())
    try {
      if (ours()) utimesSync(path, now, now)
    } catch {
      // A missed beat is retried at the next one; four missed in a row let another start take over.
    }
  }, probes.heartbeatMs)
  beat.unref()
  return {
    notice,
    release() {
      clearInterval(beat)
      if (ours()) rmSync(path, { force: true })
    },
  }
}
