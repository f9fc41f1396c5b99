import type { RequestCounter } from './types'

export const counterKey = (method: string, route: string): string => `${method.toUpperCase()} ${route}`

/** Requests per method and route pattern ('GET /server/:id/action'), for tests and benchmarks. */
export function createCounter(): RequestCounter & { record(method: string, route: string): void } {
  let counts = new Map<string, number>()
  return {
    record(method, route) {
      const key = counterKey(method, route)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
    count: (method, pathPattern) => counts.get(counterKey(method, pathPattern)) ?? 0,
    total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    reset: () => {
      counts = new Map()
    },
    snapshot: () => Object.fromEntries(counts),
  }
}
