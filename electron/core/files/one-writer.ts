/**
 * One writer per file: read-modify-write changes of one file run one after another, each starting from the
 * state the previous one saved. Two changes in flight at once would both start from the same state and the
 * last save would silently drop the other's change.
 */
export interface OneWriter<S> {
  /**
   * Runs `apply` on a copy of the last saved state, saves the copy with `save`, and only then adopts it: a failed
   * save leaves both the file and the state in memory as they were. Changes queue behind each other.
   */
  change<T>(apply: (draft: S) => T): Promise<T>
}

export function createOneWriter<S>(
  current: () => Promise<S>,
  save: (next: S) => Promise<void>,
  adopt: (next: S) => void,
  /**
   * How the draft is made from the saved state: a deep copy unless the state says otherwise (a large map whose
   * entries are replaced, never changed in place, copies only its map).
   */
  copy: (state: S) => S = structuredClone,
) {
  let queue: Promise<unknown> = Promise.resolve()
  const writer: OneWriter<S> = {
    change<T>(apply: (draft: S) => T): Promise<T> {
      const run = async (): Promise<T> => {
        const next = copy(await current())
        const result = apply(next)
        await save(next)
        adopt(next)
        return result
      }
      const done = queue.then(run, run)
      // The queue goes on after a failed change; the failure reaches only its own caller.
      queue = done.catch(() => undefined)
      return done
    },
  }
  return writer
}
