import type { HostdeckBridge } from '@shared/bridge'
import { eventNames } from '@shared/contract'
import type { InvokeResult } from '@shared/errors'

/** How long an invoke waits for the event stream before going ahead anyway. */
const STREAM_WAIT_MS = 3000

/**
 * The browser host's side of the bridge: invoke over loopback HTTP, events over one EventSource. The launch
 * key travels in an HttpOnly cookie the host set, so this code never sees it.
 *
 * The stream is opened at once, subscribed to every event of the contract, and invokes wait until it is
 * open: an answer and the event that follows it (session:get, then session:changed) then arrive in order,
 * as they do over Electron IPC.
 */
export function createWebBridge(base = ''): HostdeckBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const source = new EventSource(`${base}/api/events`)
  const streamOpen = new Promise<void>((resolve) => {
    source.addEventListener('open', () => resolve(), { once: true })
    setTimeout(resolve, STREAM_WAIT_MS)
  })
  for (const name of eventNames) {
    source.addEventListener(name, (message) => {
      const payload: unknown = JSON.parse((message as MessageEvent<string>).data)
      listeners.get(name)?.forEach((listener) => listener(payload))
    })
  }

  return {
    mode: 'browser',
    async invoke(channel, input) {
      await streamOpen
      let response: Response
      try {
        response = await fetch(`${base}/api/invoke/${encodeURIComponent(channel)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ input }),
          credentials: 'same-origin',
        })
      } catch {
        return { ok: false, error: { kind: 'hostUnreachable', message: 'The Hostdeck host is not answering. Is `npm run web` still running?' } }
      }
      if (!response.ok) {
        return { ok: false, error: { kind: 'forbidden', status: response.status, message: `The Hostdeck host refused the request (${response.status}).` } }
      }
      return (await response.json()) as InvokeResult<unknown>
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => void set.delete(listener)
    },
  }
}
