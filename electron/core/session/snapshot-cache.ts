import { promises as nodeFs } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../ports'
import type { WriteFs } from '../files/atomic-write'
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

/**
 * One account's cache as files under cache/, each written atomically; a corrupt one is moved aside and ignored.
 * Only what changed is written: a section whose object is the one last written (the session keeps unchanged
 * parts, see keepUnchanged), or whose text hashes the same, is left alone. Readers of one account share one
 * read: a read in flight is joined, and the entry read last is handed out again while anyone still holds it (the
 * fleet and the session at start), so a large cache is parsed and kept once. The entry is shared, never changed
 * in place; a write or a removal forgets it. `fs` is the file system writes go through (tests and the bench count
 * the bytes).
 */
export function createSnapshotCache(dataDir: string, log: Logger, fs: WriteFs = nodeFs, problem?: ReportProblem) {
  const dir = join(dataDir, 'cache')
  const reading = new Map<string, Promise<CachedSnapshot | null>>()
  const lastRead = new Map<string, WeakRef<CachedSnapshot>>()
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

  function forget(accountId: string): void {
    reading.delete(accountId)
    lastRead.delete(accountId)
  }

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
    /**
     * Compact, secrets blanked, written in pieces after the work in hand (the answer, the event) has gone, and
     * only what changed since the last write (see above).
     */
    async write(accountId: string, entry: CachedSnapshot): Promise<void> {
      forget(accountId)
      await inOrder(writing, accountId, async () => {
        await yieldToLoop()
        try {
          await writeChanged(accountId, entry)
        } catch (error) {
          // What is on disk is no longer known for sure: the next write compares with the index again.
          written.delete(accountId)
          throw error
        }
      })
    },
    async remove(accountId: string): Promise<void> {
      forget(accountId)
      await writing.get(accountId)?.catch(() => undefined)
      written.delete(accountId)
      const prefix = `${encodeURIComponent(accountId)}@`
      const names = await nodeFs.readdir(dir).catch(() => [] as string[])
      const paths = [
        join(dir, `${encodeURIComponent(accountId)}.json`),
        ...names.filter((n) => n.startsWith(prefix)).map((n) => join(dir, n)),
      ]
      await Promise.all(paths.map((path) => nodeFs.rm(path, { force: true })))
    },
  }
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>
