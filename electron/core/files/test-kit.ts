import { promises as fs } from 'node:fs'
import type { WriteFs } from './atomic-write'

/** The real file system, except that the disk "fills up" after `room` bytes, and writes may come back short. */
export function fillingFs(room: number, shortWrites = false): WriteFs {
  let used = 0
  return {
    mkdir: (path, options) => fs.mkdir(path, options),
    async open(path, flags, mode) {
      const handle = await fs.open(path, flags, mode)
      return {
        async write(buffer, offset, length, position) {
          const allowed = Math.min(length, room - used, shortWrites ? 7 : length)
          if (allowed <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
          used += allowed
          return handle.write(buffer, offset, allowed, position)
        },
        sync: () => handle.sync(),
        close: () => handle.close(),
      }
    },
    stat: (path) => fs.stat(path),
    rename: (from, to) => fs.rename(from, to),
    rm: (path, options) => fs.rm(path, options),
  }
}

/**
 * Counts the event loop's turns from now (a setImmediate that sets the next): how a test sees that long work let
 * the loop turn. `stop` ends the count; the turn already queued still runs once.
 */
export function countLoopTurns(): { turns(): number; stop(): void } {
  let turns = 0
  let ticking = true
  const tick = () => {
    turns++
    if (ticking) setImmediate(tick)
  }
  setImmediate(tick)
  return { turns: () => turns, stop: () => void (ticking = false) }
}
