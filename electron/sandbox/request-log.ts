import { globToRegex } from './path-pattern'
import type { RecordedRequest, RequestLog } from './types'

export const REQUEST_LOG_CAPACITY = 500

/** Bounded log of what clients actually sent, so tests can assert headers and raw bodies. */
export function createRequestLog(
  capacity = REQUEST_LOG_CAPACITY,
): RequestLog & { record(entry: RecordedRequest): void } {
  let entries: RecordedRequest[] = []

  // A pattern may be the route pattern that served the request or a glob over the concrete path.
  const matches = (entry: RecordedRequest, method?: string, pathPattern?: string): boolean =>
    (!method || entry.method === method.toUpperCase()) &&
    (!pathPattern || entry.route === pathPattern || globToRegex(pathPattern).test(entry.path))

  return {
    record(entry) {
      entries.push(entry)
      if (entries.length > capacity) entries.shift()
    },
    all: () => [...entries],
    last(method, pathPattern) {
      for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i]
        if (entry && matches(entry, method, pathPattern)) return entry
      }
      return undefined
    },
    clear: () => {
      entries = []
    },
  }
}
