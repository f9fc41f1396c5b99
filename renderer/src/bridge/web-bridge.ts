import type { HostdeckBridge } from '../../../electron/shared/bridge'
import type { InvokeResult } from '../../../electron/shared/errors'

/**
 * The browser host's side of the bridge: invoke over loopback HTTP, events over one EventSource. The launch
 * key travels in an HttpOnly cookie the host set, so this code never sees it.
 */
export function createWebBridge(base = ''): HostdeckBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  let source: EventSource | undefined

  function subscribeSource(event: string): void {
    source ??= new EventSource(`${base}/api/events`)
    source.addEventListener(event, (message) => {
      const payload: unknown = JSON.parse((message as MessageEvent<string>).data)
      listeners.get(event)?.forEach((listener) => listener(payload))
    })
  }

  return {
    mode: 'browser',
    async invoke(channel, input) {
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
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
        subscribeSource(event)
      }
      set.add(listener)
      return () => void set.delete(listener)
    },
  }
}
