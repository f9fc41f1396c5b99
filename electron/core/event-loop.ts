/** A turn of the event loop: what is waiting (an answer to write, a request, a timer) runs before this goes on. */
export const yieldToLoop = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve))

/** The longest work on a large value (a cache file, a 10,000-item answer) holds the event loop at once. */
export const SLICE_MS = 8

/**
 * Time slices for a loop over a large value: time, not size, decides, so a fast machine turns the loop rarely and
 * a slow or busy one still never holds it long. `due()` is a cheap check for every item; `turn()` lets others in
 * and starts a new slice.
 */
export function timeSlices(sliceMs = SLICE_MS) {
  let started = performance.now()
  return {
    due: (): boolean => performance.now() - started >= sliceMs,
    async turn(): Promise<void> {
      await yieldToLoop()
      started = performance.now()
    },
  }
}
