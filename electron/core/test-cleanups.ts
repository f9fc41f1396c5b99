import { afterEach } from 'vitest'

/** Things a test started, stopped after each test in reverse order: `const cleanups = useCleanups(); cleanups.push(stop)`. */
export function useCleanups(): Array<() => Promise<unknown>> {
  const cleanups: Array<() => Promise<unknown>> = []
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })
  return cleanups
}

/**
 * `start` wrapped so that what each test starts with it is closed after that test:
 * `const startDemo = useStarted(startDemoBackend)`, then `const demo = await startDemo()` in a test.
 */
export function useStarted<A extends unknown[], K extends { close: () => Promise<unknown> }>(
  start: (...args: A) => Promise<K>,
): (...args: A) => Promise<K> {
  const cleanups = useCleanups()
  return async (...args) => {
    const kit = await start(...args)
    cleanups.push(() => kit.close())
    return kit
  }
}
