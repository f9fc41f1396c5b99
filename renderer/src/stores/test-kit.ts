import { createPinia, setActivePinia } from 'pinia'

/** A call a store made through the stand-in client: it waits until the test answers or fails it. */
export interface PendingCall {
  channel: string
  input: unknown
  answer: (value: unknown) => void
  fail: (error: unknown) => void
}

/** What the stores sent and listen to, for the test to answer and push. */
export const bridge = {
  calls: [] as PendingCall[],
  listeners: new Map<string, (payload: unknown) => void>(),
}

/**
 * A stand-in for `../api/client` in store tests: `vi.mock('../api/client', () => import('./test-kit').then((kit)
 * => kit.pendingClient))`. Every call waits for the test; a subscription is kept by its event.
 */
export const pendingClient = {
  call: (channel: string, input?: unknown) =>
    new Promise((answer, fail) => bridge.calls.push({ channel, input, answer, fail })),
  subscribe: (event: string, listener: (payload: unknown) => void) => {
    bridge.listeners.set(event, listener)
    return () => bridge.listeners.delete(event)
  },
  setDefaultInvokeMeta: () => undefined,
}

/** Before each test: no call waiting and a fresh set of stores. */
export function freshStores(): void {
  bridge.calls.length = 0
  setActivePinia(createPinia())
}
