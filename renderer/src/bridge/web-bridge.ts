import type { HostdeckBridge } from '@shared/bridge'
import type { InvokeResult } from '@shared/errors'

/** How long an invoke waits for the event stream before going ahead anyway. */
const STREAM_WAIT_MS = 3000
/** Wait before reopening a dropped event stream, growing to the maximum while the host stays away. */
const RECONNECT_MIN_MS = 500
const RECONNECT_MAX_MS = 5000

/** The request header the host reads the launch key from (electron/web/guard.ts KEY_HEADER). */
export const KEY_HEADER = 'X-Hostdeck-Key'
/** `#key=…` in the URL the host printed. */
const KEY_FRAGMENT_PARAM = 'key'
/** This tab's copy of the key, so a reload (which no longer has the fragment) still works. */
const KEY_STORAGE = 'hostdeck.launchKey'

interface KeyPlace {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>
  history: Pick<History, 'replaceState' | 'state'>
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The launch key: taken from the address's fragment (`#key=…`, which the browser never sends to any server),
 * then removed from the address bar and the history entry, and kept for this tab only (sessionStorage) so a
 * reload finds it again. Null when the page was opened without it.
 */
export function takeLaunchKey(
  place: KeyPlace = { location: window.location, history: window.history, storage: tabStorage() },
): string | null {
  const fragment = new URLSearchParams(place.location.hash.replace(/^#/, ''))
  const fromAddress = fragment.get(KEY_FRAGMENT_PARAM)
  if (fromAddress) {
    try {
      place.storage?.setItem(KEY_STORAGE, fromAddress)
    } catch {
      // Storage refused (private mode quota): the key still lives in memory for this page.
    }
    fragment.delete(KEY_FRAGMENT_PARAM)
    const rest = fragment.toString()
    place.history.replaceState(
      place.history.state,
      '',
      `${place.location.pathname}${place.location.search}${rest ? `#${rest}` : ''}`,
    )
    return fromAddress
  }
  try {
    return place.storage?.getItem(KEY_STORAGE) ?? null
  } catch {
    return null
  }
}

/** Splits a text/event-stream into events; `feed` takes chunks as they arrive. */
export function createEventStreamParser(dispatch: (event: string, data: string) => void) {
  let event = ''
  let data: string[] = []
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) dispatch(event || 'message', data.join('\n'))
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  /** The line not ended yet, in pieces: only each new chunk is searched, so a long line costs its length once. */
  let pending: string[] = []
  /** The last chunk ended with a CR: a LF starting the next one ends no second line. */
  let afterCr = false
  const newline = /\r\n|\r|\n/g
  return {
    feed(chunk: string) {
      let from = afterCr && chunk.startsWith('\n') ? 1 : 0
      afterCr = false
      newline.lastIndex = from
      let found: RegExpExecArray | null
      while ((found = newline.exec(chunk)) !== null) {
        pending.push(chunk.slice(from, found.index))
        const text = pending.join('')
        pending = []
        from = found.index + found[0].length
        afterCr = found[0] === '\r' && from === chunk.length
        line(text)
        newline.lastIndex = from
      }
      if (from < chunk.length) pending.push(chunk.slice(from))
    },
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The event stream, read as it arrives and reopened when it drops (not after a refused key); `opened` once it is. */
async function followEvents(
  base: string,
  keyHeaders: Record<string, string>,
  dispatch: (name: string, data: string) => void,
  opened: () => void,
  signal?: AbortSignal,
): Promise<void> {
  let delay = RECONNECT_MIN_MS
  /** Whether the page was told the host is gone: said once when the stream drops, undone when it is back. */
  let lost = false
  const say = (connected: boolean) => {
    if (lost === !connected) return
    lost = !connected
    dispatch('app:hostConnection', JSON.stringify({ connected }))
  }
  while (!signal?.aborted) {
    try {
      const response = await fetch(`${base}/api/events`, {
        headers: { accept: 'text/event-stream', ...keyHeaders },
        credentials: 'omit',
        cache: 'no-store',
        signal,
      })
      // A refused key stays refused: the invokes will say so; knocking again would change nothing.
      if (response.status === 403) return opened()
      if (response.ok && response.body) {
        opened()
        say(true)
        delay = RECONNECT_MIN_MS
        const parser = createEventStreamParser(dispatch)
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          parser.feed(value)
        }
      }
    } catch {
      // The host went away or the connection dropped: try again below.
    }
    if (signal?.aborted) return
    say(false)
    await wait(delay)
    delay = Math.min(delay * 2, RECONNECT_MAX_MS)
  }
}

/** One invoke over loopback HTTP; a host that is gone or refuses answers as an error, never a throw. */
async function invokeOverHttp(
  base: string,
  keyHeaders: Record<string, string>,
  channel: string,
  { input, meta }: { input: unknown; meta: unknown },
): Promise<InvokeResult<unknown>> {
  let response: Response
  try {
    response = await fetch(`${base}/api/invoke/${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...keyHeaders },
      body: JSON.stringify(meta === undefined ? { input } : { input, meta }),
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch {
    return {
      ok: false,
      error: {
        kind: 'hostUnreachable',
        message: 'The Hostdeck host is not answering. Is `npm run web` still running?',
      },
    }
  }
  if (!response.ok) {
    return {
      ok: false,
      error: {
        kind: 'forbidden',
        status: response.status,
        // A key refused: the host was restarted (a new key each start) and this tab still holds the old one.
        message:
          response.status === 403
            ? 'This tab belongs to an earlier start of the Hostdeck host: it was restarted with a new key. Open the address it printed when it started (it ends with #key=…) and close this tab.'
            : `The Hostdeck host refused the request (${response.status}).`,
      },
    }
  }
  return (await response.json()) as InvokeResult<unknown>
}

/**
 * The browser host's side of the bridge: invoke over loopback HTTP, events over one streamed response.
 *
 * The launch key is read once from the address's fragment (see `takeLaunchKey`) and sent only as the
 * `X-Hostdeck-Key` header, on every invoke and on the event stream. EventSource cannot set headers, so the
 * stream is a `fetch` whose body is read as it arrives (text/event-stream), reopened when it drops. Nothing is
 * ever put in a cookie or a URL.
 *
 * The stream is opened at once (the host sends every event of the contract), and invokes wait until it is
 * open: an answer and the event that follows it (session:get, then session:changed) then arrive in order,
 * as they do over Electron IPC.
 */
export function createWebBridge(base = '', key: string | null = takeLaunchKey(), signal?: AbortSignal): HostdeckBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const keyHeaders: Record<string, string> = key ? { [KEY_HEADER]: key } : {}

  let opened: () => void = () => {}
  const streamOpen = new Promise<void>((resolve) => {
    opened = resolve
    setTimeout(resolve, STREAM_WAIT_MS)
  })
  // Only events somebody listens to are read: `on` takes the contract's event names (its type), so a name the
  // contract does not know has no listener and is dropped unparsed.
  const dispatch = (name: string, data: string) => {
    const subscribed = listeners.get(name)
    if (!subscribed?.size) return
    let payload: unknown
    try {
      payload = JSON.parse(data)
    } catch {
      return
    }
    subscribed.forEach((listener) => listener(payload))
  }

  if (key) void followEvents(base, keyHeaders, dispatch, opened, signal)
  else opened()

  return {
    mode: 'browser',
    ready: () => streamOpen,
    async invoke(channel, input, meta) {
      if (!key) {
        return {
          ok: false,
          error: {
            kind: 'forbidden',
            status: 403,
            message:
              'Open the address the Hostdeck host printed (it ends with #key=…): this page was opened without its key.',
          },
        }
      }
      await streamOpen
      return invokeOverHttp(base, keyHeaders, channel, { input, meta })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => void set.delete(listener)
    },
  }
}
