/**
 * Asks one at a time, the newest first: a call made while one is asked waits, a newer call takes the place of a
 * waiting one (which is never asked), and an answer that comes once a newer call is waiting is dropped. Dropped
 * and never-asked calls answer null. The palette asks the backend so: one search per answer, not per keystroke.
 */
export function latestOnly<A extends unknown[], T>(ask: (...args: A) => Promise<T>): (...args: A) => Promise<T | null> {
  let asking = false
  let waiting: { args: A; answer: (value: T | null) => void; fail: (error: unknown) => void } | null = null
  function next(): void {
    if (asking || !waiting) return
    const call = waiting
    waiting = null
    asking = true
    ask(...call.args)
      .then(
        (value) => call.answer(waiting ? null : value),
        (error: unknown) => (waiting ? call.answer(null) : call.fail(error)),
      )
      .finally(() => {
        asking = false
        next()
      })
  }
  return (...args) =>
    new Promise((answer, fail) => {
      waiting?.answer(null)
      waiting = { args, answer, fail }
      next()
    })
}
