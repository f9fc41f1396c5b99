import type { SandboxClock } from './types'

export const realClock: SandboxClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms)
    // Pending task steps must never keep a process (a test run, the app) alive on their own.
    handle.unref()
    return handle
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

interface ManualTimer {
  id: number
  due: number
  fn: () => void
}

/**
 * A clock that only moves when told to. advance() fires every timer that falls due inside the window,
 * in due order, including timers scheduled by the timers it fires, so a chain of task steps runs exactly
 * as it would in real time.
 */
export function createManualClock(startMs = Date.UTC(2026, 10, 22, 10, 0, 0)): SandboxClock & {
  advance(ms: number): Promise<void>
  /** How many timers are set and not yet fired or cleared. */
  pending(): number
} {
  let now = startMs
  let nextId = 1
  const timers: ManualTimer[] = []

  return {
    now: () => now,
    setTimeout(fn, ms) {
      const timer = { id: nextId++, due: now + Math.max(0, ms), fn }
      timers.push(timer)
      return timer.id
    },
    clearTimeout(handle) {
      const index = timers.findIndex((t) => t.id === handle)
      if (index >= 0) timers.splice(index, 1)
    },
    pending: () => timers.length,
    async advance(ms) {
      const target = now + Math.max(0, ms)
      for (;;) {
        let earliest: ManualTimer | undefined
        for (const t of timers) {
          if (t.due <= target && (!earliest || t.due < earliest.due || (t.due === earliest.due && t.id < earliest.id)))
            earliest = t
        }
        if (!earliest) break
        timers.splice(timers.indexOf(earliest), 1)
        now = earliest.due
        earliest.fn()
        // Let promise continuations triggered by the timer settle before the next one fires.
        await Promise.resolve()
      }
      now = target
    },
  }
}
