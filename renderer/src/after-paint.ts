/** How long what waits for a frame waits at most: a hidden window paints none. */
export const FRAME_WAIT_MS = 100

/**
 * Runs `run` once the page has painted (a frame, then a task of its own), or after `limitMs` should no frame come
 * (a hidden window paints none); once either way.
 */
export function afterPaint(run: () => void, limitMs = FRAME_WAIT_MS): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, limitMs)
}

/**
 * Values that come one after another (pushed by the backend), applied once the page has painted: the newest of
 * those that came meanwhile, once. `drop` forgets one still waiting (a newer value was applied another way).
 */
export function newestAfterPaint<T>(apply: (value: T) => void): { push(value: T): void; drop(): void } {
  let waiting: { value: T } | null = null
  return {
    push(value) {
      const scheduled = waiting !== null
      waiting = { value }
      if (scheduled) return
      afterPaint(() => {
        if (waiting) apply(waiting.value)
        waiting = null
      })
    },
    drop: () => void (waiting = null),
  }
}
