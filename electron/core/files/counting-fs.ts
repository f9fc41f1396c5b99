import { promises as fs } from 'node:fs'
import type { WriteFs } from './atomic-write'

// Shared by the cache's tests and bench/live-refresh.bench.ts (named for what it is, not test-kit: see CONTRIBUTING).

/**
 * The real file system, counting the bytes written and the files renamed into place (what a write left on disk);
 * `writing()` is how many files are being written now.
 */
export function countingFs(): WriteFs & { bytes(): number; files(): string[]; writing(): number; reset(): void } {
  let bytes = 0
  let files: string[] = []
  let writing = 0
  return {
    mkdir: (path, options) => fs.mkdir(path, options),
    async open(path, flags, mode) {
      const handle = await fs.open(path, flags, mode)
      writing++
      return {
        async write(buffer, offset, length, position) {
          const done = await handle.write(buffer, offset, length, position)
          bytes += done.bytesWritten
          return done
        },
        sync: () => handle.sync(),
        async close() {
          await handle.close()
          writing--
        },
      }
    },
    stat: (path) => fs.stat(path),
    async rename(from, to) {
      await fs.rename(from, to)
      files.push(to)
    },
    rm: (path, options) => fs.rm(path, options),
    bytes: () => bytes,
    files: () => files,
    writing: () => writing,
    reset() {
      bytes = 0
      files = []
    },
  }
}
