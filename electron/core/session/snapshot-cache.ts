import { promises as nodeFs } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../ports'
import type { WriteFs } from '../files/atomic-write'
import { diskReason } from '../files/disk-errors'
import type { ReportProblem } from '../files/notice-box'
import { yieldToLoop } from '../event-loop'
import { createCacheReader, createCacheWriter, type CachedSnapshot, type Written } from './cache-files'

export { withoutSecrets } from './cache-format'
export { META_REFRESH_MS, type CachedSnapshot } from './cache-files'

/** Runs `job` after the account's write in flight (whatever its outcome), as the account's write in flight. */
async function inOrder(writing: Map<string, Promise<void>>, accountId: string, job: () => Promise<void>) {
  const next = (writing.get(accountId) ?? Promise.resolve()).catch(() => undefined).then(job)
  writing.set(accountId, next)
  try {
    await next
  } finally {
    if (writing.get(accountId) === next) writing.delete(accountId)
  }
}

/** Said once while the cache cannot be written: the copy a restart (or an offline start) shows will be older. */
function cacheWriteFailed(error: unknown): string {
  return `Hostdeck could not save its copy of an account's resources (${diskReason(error)}). What is shown stays current while Hostdeck runs; after a restart, until the API answers, an older copy is shown.`
}

/** The account's files under `dir`: its index and its sections. */
async function removeFiles(dir: string, accountId: string): Promise<void> {
  const prefix = `${encodeURIComponent(accountId)}@`
  const names = await nodeFs.readdir(dir).catch(() => [] as string[])
  const paths = [
    join(dir, `${encodeURIComponent(accountId)}.json`),
    ...names.filter((n) => n.startsWith(prefix)).map((n) => join(dir, n)),
  ]
  await Promise.all(paths.map((path) => nodeFs.rm(path, { force: true })))
}

/**
 * How long the backend's cache writes wait (`settleMs`): past a start's first landing, the window's first state and
 * its fill (a 10,000-record account's are asked for within some 200 ms), and short enough that a quit or a crash
 * rarely finds a read not yet written (a quit waits for it).
 */
export const WRITE_SETTLE_MS = 500

/**
 * Reads of an account's cache shared: two callers at once get one read, and the entry last read is answered again
 * while anything still holds it (a WeakRef). `forget` drops both when the account's cache is written or removed.
 */
function sharedReads(readFile: (accountId: string) => Promise<CachedSnapshot | null>) {
  const reading = new Map<string, Promise<CachedSnapshot | null>>()
  const lastRead = new Map<string, WeakRef<CachedSnapshot>>()
  return {
    read(accountId: string): Promise<CachedSnapshot | null> {
      const held = lastRead.get(accountId)?.deref()
      if (held) return Promise.resolve(held)
      let read = reading.get(accountId)
      if (!read) {
        read = readFile(accountId)
        reading.set(accountId, read)
        const settle = (entry: CachedSnapshot | null) => {
          if (reading.get(accountId) !== read) return
          reading.delete(accountId)
          if (entry) lastRead.set(accountId, new WeakRef(entry))
        }
        read.then(settle, () => settle(null))
      }
      return read
    },
    forget(accountId: string): void {
      reading.delete(accountId)
      lastRead.delete(accountId)
    },
  }
}

/**
 * One account's cache as files under cache/, each written atomically; a corrupt one is moved aside and ignored.
 * Only what changed is written: a section whose object is the one last written (the session keeps unchanged
 * parts, see keepUnchanged), or whose text hashes the same, is left alone. Readers of one account share one
 * read: a read in flight is joined, and the entry read last is handed out again while anyone still holds it (the
 * fleet and the session at start), so a large cache is parsed and kept once. The entry is shared, never changed
 * in place; a write or a removal forgets it. `fs` is the file system writes go through (tests and the bench count
 * the bytes).
 */
export function createSnapshotCache(
  dataDir: string,
  log: Logger,
  fs: WriteFs = nodeFs,
  problem?: ReportProblem,
  { settleMs = 0 }: { settleMs?: number } = {},
) {
  const dir = join(dataDir, 'cache')
  /** The entry each account's next write is to write: an older one still waiting is left for it. */
  const newest = new Map<string, CachedSnapshot>()
  const written = new Map<string, Written>()
  /** Writes of one account, one after the other. */
  const writing = new Map<string, Promise<void>>()

  const readFiles = createCacheReader(dir, log, written, problem)
  const writeChanged = createCacheWriter(dir, fs, written)

  /** A write in flight lands first: its files are written one by one, the index last. */
  async function readFile(accountId: string): Promise<CachedSnapshot | null> {
    await writing.get(accountId)?.catch(() => undefined)
    return readFiles(accountId)
  }

  const { read, forget } = sharedReads(readFile)

  return {
    read,
    /**
     * Compact, secrets blanked, written in pieces after the work in hand (the answer, the event) has gone, and
     * only what changed since the last write (see above). With `settleMs`, a write waits that long after it was
     * asked for, and one asked for meanwhile takes its place: a start's reads land in a few batches while the
     * window asks for its first state and its fill, and the cache is written once, after them.
     */
    async write(accountId: string, entry: CachedSnapshot): Promise<void> {
      forget(accountId)
      newest.set(accountId, entry)
      const askedAt = performance.now()
      await inOrder(writing, accountId, async () => {
        const wait = askedAt + settleMs - performance.now()
        await (wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : yieldToLoop())
        if (newest.get(accountId) !== entry) return
        newest.delete(accountId)
        try {
          await writeChanged(accountId, entry)
          problem?.(`cacheWrite:${accountId}`, null)
        } catch (error) {
          // What is on disk is no longer known for sure: the next write compares with the index again.
          written.delete(accountId)
          problem?.(`cacheWrite:${accountId}`, cacheWriteFailed(error))
          throw error
        }
      })
    },
    async remove(accountId: string): Promise<void> {
      forget(accountId)
      await writing.get(accountId)?.catch(() => undefined)
      written.delete(accountId)
      await removeFiles(dir, accountId)
    },
  }
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>
