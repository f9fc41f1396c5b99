/**
 * Runs `work` for each item, at most `limit` at once, and hands each answer to `done` as it comes (the table fills
 * as the servers answer). The probe guard paces per address anyway: the limit keeps a long selection from opening
 * dozens of connects at the same moment.
 */
export async function eachAtMost<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  done: (item: T, answer: R) => void,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      if (item === undefined) return
      done(item, await work(item))
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
