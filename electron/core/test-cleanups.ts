import { afterEach } from 'vitest'

/** Things a test started, stopped after each test in reverse order: `const cleanups = useCleanups(); cleanups.push(stop)`. */
export function useCleanups(): Array<() => Promise<unknown>> {
  const cleanups: Array<() => Promise<unknown>> = []
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })
  return cleanups
}
