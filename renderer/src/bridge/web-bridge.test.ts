import { describe, expect, it, vi } from 'vitest'
import { createEventStreamParser, createWebBridge, takeLaunchKey } from './web-bridge'

function place(hash: string, stored: string | null = null) {
  const storage = new Map<string, string>(stored ? [['hostdeck.launchKey', stored]] : [])
  const replaced: string[] = []
  return {
    replaced,
    storage,
    place: {
      location: { hash, pathname: '/', search: '?tree=plain' },
      history: {
        state: { kept: true },
        replaceState: vi.fn((_state: unknown, _title: string, url: string) => void replaced.push(url)),
      },
      storage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
      },
    },
  }
}

describe('takeLaunchKey', () => {
  it('takes the key from the fragment, removes it from the address and keeps it for this tab', () => {
    const p = place('#key=abc123')
    expect(takeLaunchKey(p.place)).toBe('abc123')
    expect(p.replaced).toEqual(['/?tree=plain'])
    expect(p.place.history.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/?tree=plain')
    expect(p.storage.get('hostdeck.launchKey')).toBe('abc123')
  })

  it('keeps the rest of the fragment', () => {
    const p = place('#key=abc&x=1')
    expect(takeLaunchKey(p.place)).toBe('abc')
    expect(p.replaced).toEqual(['/?tree=plain#x=1'])
  })

  it('finds the key again after a reload (no fragment), without touching the address', () => {
    const p = place('', 'abc123')
    expect(takeLaunchKey(p.place)).toBe('abc123')
    expect(p.replaced).toEqual([])
  })

  it('is null when the page was opened without it', () => {
    expect(takeLaunchKey(place('').place)).toBeNull()
  })
})

/** A parser that records each event it reads as [event, data]. */
function recordingParser() {
  const seen: Array<[string, string]> = []
  return { parser: createEventStreamParser((event, data) => seen.push([event, data])), seen }
}

/** `text` cut into chunks of `size` characters, as a stream may deliver it. */
const chunksOf = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size))

/** Feeds the chunks to the parser one by one, in order. */
function feedAll(parser: { feed: (chunk: string) => void }, chunks: string[]) {
  for (const chunk of chunks) parser.feed(chunk)
}

describe('createEventStreamParser', () => {
  it('splits named events across chunk boundaries and skips comments', () => {
    const { parser, seen } = recordingParser()
    parser.feed(': connected\n\nevent: session:chan')
    parser.feed('ged\ndata: {"a":1}\n\n: ping\n\r\nevent: x\r\ndata: 1\r\ndata: 2\r\n\r\n')
    expect(seen).toEqual([
      ['session:changed', '{"a":1}'],
      ['x', '1\n2'],
    ])
  })

  it('reads a long data line sent in many small chunks, and a CR LF split between two chunks ends one line', () => {
    const { parser, seen } = recordingParser()
    const data = JSON.stringify({ records: Array.from({ length: 2_000 }, (_, i) => ({ id: i, text: `запись ${i}` })) })
    feedAll(parser, [...chunksOf(`event: big\ndata: ${data}\r`, 97), '\n\r', '\nevent: small\ndata: 1\n\n'])
    expect(seen).toEqual([
      ['big', data],
      ['small', '1'],
    ])
  })

  it('keeps a long line across many chunks and a CR LF split between two chunks', () => {
    const big = 'x'.repeat(10_000)
    const { parser, seen } = recordingParser()
    feedAll(parser, ['event: big\r', '\ndata: ', ...chunksOf(big, 1000), '\r', '\n\r\n', 'data: after\n\n'])
    expect(seen).toEqual([
      ['big', big],
      ['message', 'after'],
    ])
  })
})

describe('createWebBridge', () => {
  const KEY = 'launch-key-'.padEnd(32, 'q')

  /** A fake host: the event stream stays open and sends what the test pushes; invokes answer ok. */
  function fakeHost(status = 200) {
    const requests: Array<{ url: string; init: RequestInit }> = []
    let push: (text: string) => void = () => {}
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, init })
      if (status !== 200) return new Response('refused', { status })
      if (url.endsWith('/api/events')) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text))
            push(': connected\n\n')
          },
        })
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
      }
      return Response.json({ ok: true, value: 'answer' })
    })
    return { fetch, requests, push: (text: string) => push(text) }
  }

  it('sends the key only as a header, never in a URL or with credentials, and reads events from the stream', async () => {
    const host = fakeHost()
    vi.stubGlobal('fetch', host.fetch)
    const stop = new AbortController()
    try {
      const bridge = createWebBridge('http://127.0.0.1:9', KEY, stop.signal)
      const seen: unknown[] = []
      bridge.on('session:changed', (payload) => seen.push(payload))
      expect(await bridge.invoke('app:info', undefined)).toEqual({ ok: true, value: 'answer' })
      host.push('event: session:changed\ndata: {"n":1}\n\nevent: not:an-event\ndata: {}\n\n')
      await vi.waitFor(() => expect(seen).toEqual([{ n: 1 }]))

      expect(host.requests.map((r) => r.url)).toEqual([
        'http://127.0.0.1:9/api/events',
        'http://127.0.0.1:9/api/invoke/app%3Ainfo',
      ])
      for (const { url, init } of host.requests) {
        expect(url).not.toContain(KEY)
        expect(new Headers(init.headers).get('x-hostdeck-key')).toBe(KEY)
        expect(init.credentials).toBe('omit')
      }
      const invoke = host.requests[1]!.init
      expect(new Headers(invoke.headers).get('content-type')).toBe('application/json')
      expect(invoke.body).toBe('{}')
    } finally {
      stop.abort()
      vi.unstubAllGlobals()
    }
  })

  it('without a key asks for nothing and says how to open the page', async () => {
    const host = fakeHost()
    vi.stubGlobal('fetch', host.fetch)
    try {
      const result = await createWebBridge('', null).invoke('app:info', undefined)
      expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
      expect(!result.ok && result.error.message).toMatch(/#key=/)
      expect(host.fetch).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('tells the page when the host is gone (the stream dropped and does not come back), once, and when it is back', async () => {
    let up = true
    let close = () => {}
    const fetch = vi.fn(async () => {
      if (!up) throw new TypeError('fetch failed')
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          close = () => controller.close()
          controller.enqueue(new TextEncoder().encode(': connected\n\n'))
        },
      })
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
    })
    vi.stubGlobal('fetch', fetch)
    vi.useFakeTimers()
    const stop = new AbortController()
    try {
      const bridge = createWebBridge('', KEY, stop.signal)
      const seen: unknown[] = []
      bridge.on('app:hostConnection', (payload) => seen.push(payload))
      await bridge.ready()
      up = false
      close()
      await vi.waitFor(() => expect(seen).toEqual([{ connected: false }]))
      // It keeps knocking while the host is away, without saying it again.
      await vi.advanceTimersByTimeAsync(3_000)
      expect(fetch.mock.calls.length).toBeGreaterThan(2)
      expect(seen).toEqual([{ connected: false }])
      up = true
      await vi.advanceTimersByTimeAsync(6_000)
      expect(seen).toEqual([{ connected: false }, { connected: true }])
    } finally {
      stop.abort()
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })

  it('stops knocking when the host refuses the key', async () => {
    const host = fakeHost(403)
    vi.stubGlobal('fetch', host.fetch)
    vi.useFakeTimers()
    try {
      const bridge = createWebBridge('', 'w'.repeat(32))
      const refused = await bridge.invoke('app:info', undefined)
      expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } })
      // An old tab after the host restarted: told what to do, not a bare status.
      expect(!refused.ok && refused.error.message).toMatch(/restarted with a new key\. Open the address it printed/)
      // Ten minutes of its timers run (a reconnect waits at most 5 s): it knocked once.
      await vi.advanceTimersByTimeAsync(10 * 60_000)
      expect(host.requests.filter((r) => r.url.endsWith('/api/events'))).toHaveLength(1)
    } finally {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })
})
