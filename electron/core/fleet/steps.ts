/**
 * Work done in steps: a generator that yields every few thousand items, so a caller may let the event loop in
 * between (and stop when newer work came) or run it through at once (`runThrough`).
 */
export type Steps<T> = Generator<void, T, void>

/** Items worked on between two yields, less one (a mask: `(n & STEP_MASK) === 0` every 4,096th). */
export const STEP_MASK = 4_095

/** Runs the steps through at once. */
export function runThrough<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
