import { request as httpRequest } from 'node:http'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBackend } from '../core/backend'
import { asciiJson, startWebHost, type WebHost } from './server'
import { webHostParts } from './test-kit'

/** Raw HTTP so the test controls Host and Origin exactly as an attacker's page or a rebinding DNS would. */
function send(port: number, opts: { path: string; method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: opts.path, method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        let body = ''
        // Decoded as a stream: a chunk may end inside a multi-byte letter.
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(opts.body)
  })
}

describe('browser host', () => {
  let host: WebHost
  let backendOf: ReturnType<typeof createBackend>
  const key = 'k'.repeat(32)

  beforeEach(async () => {
    const { backend, rendererDir } = await webHostParts({
      'index.html': '<!doctype html><html lang="en"><head><title>Hostdeck</title></head><body></body></html>',
      'app.js': 'export {}',
    })
    backendOf = backend
    host = await startWebHost({ backend, rendererDir, key })
  })
  afterEach(() => host.close())

  /** An invoke as the host's own page sends it; `headers` override (an empty value drops the header). */
  const invoke = (headers: Record<string, string>, body = JSON.stringify({ input: undefined })) =>
    send(host.port, {
      path: '/api/invoke/app:info',
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries({
          host: `127.0.0.1:${host.port}`,
          origin: `http://127.0.0.1:${host.port}`,
          'content-type': 'application/json',
          'x-hostdeck-key': key,
          ...headers,
        }).filter(([, value]) => value !== ''),
      ),
      body,
    })

  it('binds loopback and prints a URL carrying the key in the fragment, which browsers never send', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/#key=${key}`)
    expect(new URL(host.url).search).toBe('')
  })

  it('answers an invoke that carries the key in the header', async () => {
    const res = await invoke({})
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, value: { mode: 'browser', version: '1.0.0' } })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('refuses a request without the key with 403', async () => {
    const res = await invoke({ 'x-hostdeck-key': '' })
    expect(res.status).toBe(403)
  })

  it('refuses a wrong key with 403', async () => {
    const res = await invoke({ 'x-hostdeck-key': 'x'.repeat(32) })
    expect(res.status).toBe(403)
  })

  it('refuses the key from a cookie: only the header counts', async () => {
    const res = await invoke({ 'x-hostdeck-key': '', cookie: `hostdeck_key=${key}; key=${key}` })
    expect(res.status).toBe(403)
    const events = await send(host.port, {
      path: '/api/events',
      headers: { host: `127.0.0.1:${host.port}`, cookie: `hostdeck_key=${key}` },
    })
    expect(events.status).toBe(403)
  })

  it('refuses the key from the query, and never trades it for a cookie', async () => {
    const api = await send(host.port, {
      path: `/api/invoke/app:info?key=${key}`,
      method: 'POST',
      headers: {
        host: `127.0.0.1:${host.port}`,
        origin: `http://127.0.0.1:${host.port}`,
        'content-type': 'application/json',
      },
      body: '{}',
    })
    expect(api.status).toBe(403)
    const page = await send(host.port, { path: `/?key=${key}`, headers: { host: `127.0.0.1:${host.port}` } })
    expect(page.status).toBe(200)
    expect(page.headers['set-cookie']).toBeUndefined()
    expect(page.headers.location).toBeUndefined()
  })

  it('refuses a foreign Origin with 403 even with the key', async () => {
    const res = await invoke({ origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })

  it('refuses another port of 127.0.0.1 as Origin', async () => {
    const res = await invoke({ origin: `http://127.0.0.1:${host.port + 1}` })
    expect(res.status).toBe(403)
  })

  it('refuses a foreign Host (DNS rebinding) with 403 even with the key', async () => {
    const res = await invoke({ host: `evil.example:${host.port}` })
    expect(res.status).toBe(403)
    const page = await send(host.port, { path: '/', headers: { host: `evil.example:${host.port}` } })
    expect(page.status).toBe(403)
  })

  it('serves the page itself without the key (the key is in the fragment), with its CSP', async () => {
    const page = await send(host.port, { path: '/', headers: { host: `localhost:${host.port}` } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>Hostdeck</title>')
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'")
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['set-cookie']).toBeUndefined()
  })

  it('writes the user’s preferences into the page as it serves it, so the first paint needs no round trip', async () => {
    const at = (path: string) => send(host.port, { path, headers: { host: `127.0.0.1:${host.port}` } })
    const before = await at('/')
    expect(before.body).toContain(
      // A first run: the language is not chosen yet, so the page may follow its own languages.
      '<meta name="hostdeck-preferences" content="{&#34;locale&#34;:&#34;en&#34;,&#34;theme&#34;:&#34;system&#34;,&#34;localeChosen&#34;:false}" />',
    )
    expect(before.headers['cache-control']).toBe('no-store')
    expect(before.headers['content-type']).toMatch(/^text\/html/)
    const set = await backendOf.invoke('preferences:set', { locale: 'ru', theme: 'dark' })
    expect(set.ok).toBe(true)
    for (const path of ['/', '/index.html']) {
      const page = await at(path)
      expect(page.status).toBe(200)
      expect(page.body).toContain('<html lang="ru">')
      expect(page.body).toContain(
        'content="{&#34;locale&#34;:&#34;ru&#34;,&#34;theme&#34;:&#34;dark&#34;,&#34;localeChosen&#34;:true}"',
      )
    }
    // Every other file is served as built.
    const script = await at('/app.js')
    expect(script.status).toBe(200)
    expect(script.body).toBe('export {}')
  })

  it.each([
    '/%61pi/invoke/app:info',
    '/%41PI/invoke/app:info',
    '/api%2Finvoke/app:info',
    '//api/invoke/app:info',
    '/x/../api/invoke/app:info',
  ])('asks the key of %s however the API path is spelled', async (path) => {
    const headers = {
      host: `127.0.0.1:${host.port}`,
      origin: `http://127.0.0.1:${host.port}`,
      'content-type': 'application/json',
    }
    const res = await send(host.port, { path, method: 'POST', headers, body: '{}' })
    expect(res.status).toBe(403)
    expect(res.body).not.toContain('"ok":true')
  })

  it('asks the key of the event stream however it is spelled', async () => {
    for (const path of ['/api/events', '/%61pi/events', '/api/%65vents']) {
      const res = await send(host.port, { path, headers: { host: `127.0.0.1:${host.port}` } })
      expect(res.status).toBe(403)
    }
  })

  it('refuses a state change without an Origin', async () => {
    const res = await invoke({ origin: '' })
    expect(res.status).toBe(403)
  })

  it.each([
    ['text/plain', '{"input":null}'],
    ['application/x-www-form-urlencoded', 'input=1'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/jsonp', '{}'],
  ])('refuses %s bodies', async (contentType, body) => {
    const res = await invoke({ 'content-type': contentType }, body)
    expect(res.status).toBe(415)
  })

  it('refuses a POST without a content type', async () => {
    const res = await invoke({ 'content-type': '' }, '')
    expect(res.status).toBe(415)
  })

  it.each([
    ['an empty body', ''],
    ['an array', '[]'],
    ['null', 'null'],
    ['a bare string', '"x"'],
    ['malformed JSON', '{"input":'],
  ])('refuses %s where a JSON object is expected', async (_name, body) => {
    const res = await invoke({}, body)
    expect(res.status).toBe(400)
  })

  it.each(['cross-site', 'same-site'])('refuses Sec-Fetch-Site: %s, even with the key', async (site) => {
    expect((await invoke({ 'sec-fetch-site': site })).status).toBe(403)
    const events = await send(host.port, {
      path: '/api/events',
      headers: { host: `127.0.0.1:${host.port}`, 'x-hostdeck-key': key, 'sec-fetch-site': site },
    })
    expect(events.status).toBe(403)
  })

  it.each(['same-origin', 'none'])('accepts Sec-Fetch-Site: %s', async (site) => {
    expect((await invoke({ 'sec-fetch-site': site })).status).toBe(200)
  })

  it('refuses a body over the limit', async () => {
    const res = await invoke({}, JSON.stringify({ input: 'x'.repeat(2 * 1024 * 1024) }))
    expect(res.status).toBe(413)
  })

  it('validates invoke input like the desktop app', async () => {
    const res = await send(host.port, {
      path: '/api/invoke/preferences:set',
      method: 'POST',
      headers: {
        host: `127.0.0.1:${host.port}`,
        origin: `http://localhost:${host.port}`,
        'content-type': 'application/json',
        'x-hostdeck-key': key,
      },
      body: JSON.stringify({ input: { locale: 'xx' } }),
    })
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'locale' } })
  })
})

describe('asciiJson', () => {
  it('writes every character past ASCII as its escape, a pair of surrogates as two, and reads back the same', () => {
    const value = { city: 'Санкт-Петербург', note: 'café 😀', plain: 'host-1' }
    const text = asciiJson(JSON.stringify(value))
    expect(text).toBe(
      '{"city":"\\u0421\\u0430\\u043d\\u043a\\u0442-\\u041f\\u0435\\u0442\\u0435\\u0440\\u0431\\u0443\\u0440\\u0433","note":"caf\\u00e9 \\ud83d\\ude00","plain":"host-1"}',
    )
    expect(JSON.parse(text)).toEqual(value)
    // Cut between the two halves of a pair (as a chunk boundary may): each half is still its own valid escape.
    const json = JSON.stringify(value)
    const cut = json.indexOf('😀') + 1
    expect(JSON.parse(asciiJson(json.slice(0, cut)) + asciiJson(json.slice(cut)))).toEqual(value)
  })
})

describe('browser host: where the session stands, to every stream that connects', () => {
  const key = 'k'.repeat(32)

  /** The first event a stream that connects now reads (or null when nothing comes within the wait). */
  function firstEvent(port: number): Promise<{ name: string; data: unknown } | null> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/events', headers: { host: `127.0.0.1:${port}`, 'x-hostdeck-key': key } },
        (res) => {
          let buffer = ''
          res.setEncoding('utf8')
          const timer = setTimeout(() => (req.destroy(), resolve(null)), 300)
          res.on('data', (chunk: string) => {
            buffer += chunk
            // Whole blocks only (the last piece may still be arriving).
            const block = buffer
              .split('\n\n')
              .slice(0, -1)
              .find((b) => b.startsWith('event: '))
            if (!block) return
            clearTimeout(timer)
            req.destroy()
            resolve({ name: /^event: (.*)$/m.exec(block)![1]!, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) })
          })
        },
      )
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
      req.end()
    })
  }

  it('begins every stream with a reset naming the latest revision, so an event sent before it connected is not lost', async () => {
    const listeners = new Map<string, Set<(payload: unknown) => void>>()
    const backend = {
      invoke: async () => ({ ok: true as const, value: null }),
      on: (event: string, listener: (payload: unknown) => void) => {
        const set = listeners.get(event) ?? new Set()
        listeners.set(event, set.add(listener))
        return () => void set.delete(listener)
      },
      dispose: async () => undefined,
    }
    const rendererDir = await mkdtemp(join(tmpdir(), 'hostdeck-renderer-'))
    const host = await startWebHost({ backend, rendererDir, key })
    try {
      // No session event yet: nothing to say.
      expect(await firstEvent(host.port)).toBeNull()
      const emit = (payload: unknown) => listeners.get('session:changed')!.forEach((listener) => listener(payload))
      emit({ kind: 'reset', revision: 3, accountId: 'demo' })
      emit({ kind: 'patch', revision: 4, base: 3, accountId: 'demo', fields: { refreshing: true } })
      expect(await firstEvent(host.port)).toEqual({
        name: 'session:changed',
        data: { kind: 'reset', revision: 4, accountId: 'demo' },
      })
      emit({ kind: 'reset', revision: 9, accountId: 'other' })
      expect(await firstEvent(host.port)).toEqual({
        name: 'session:changed',
        data: { kind: 'reset', revision: 9, accountId: 'other' },
      })
    } finally {
      await host.close()
    }
  })
})

describe('browser host: a host no page is connected to counts as hidden', () => {
  const key = 'k'.repeat(32)

  /** Opens an event stream and resolves, once it is connected, to a function that closes it. */
  function connect(port: number): Promise<() => void> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/events', headers: { host: `127.0.0.1:${port}`, 'x-hostdeck-key': key } },
        (res) => res.once('data', () => resolve(() => req.destroy())),
      )
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
      req.end()
    })
  }

  it('tells the backend hidden when the last stream closes, and visible when one connects again', async () => {
    const told: unknown[] = []
    const backend = {
      invoke: async (channel: string, input: unknown) => {
        if (channel === 'app:setVisibility') told.push(input)
        return { ok: true as const, value: null }
      },
      on: () => () => undefined,
      dispose: async () => undefined,
    }
    const host = await startWebHost({ backend, rendererDir: await mkdtemp(join(tmpdir(), 'hostdeck-renderer-')), key })
    try {
      const [first, second] = [await connect(host.port), await connect(host.port)]
      first()
      second()
      await vi.waitFor(() => expect(told).toEqual([{ visible: false }]))
      const third = await connect(host.port)
      await vi.waitFor(() => expect(told).toEqual([{ visible: false }, { visible: true }]))
      third()
      await vi.waitFor(() => expect(told).toEqual([{ visible: false }, { visible: true }, { visible: false }]))
    } finally {
      await host.close()
    }
  })
})

describe('browser host: large answers and events', () => {
  const key = 'k'.repeat(32)
  // Cyrillic text makes every whole-JSON string two bytes a character: this is what must never be built at once.
  const big = {
    records: Array.from({ length: 30_000 }, (_, i) => ({
      id: i,
      owner: `host-${i}`,
      text: `запись ${i}`,
      gone: undefined,
    })),
  }

  const small = { id: 7, name: 'Москва', gone: undefined }

  it('writes a large answer and a large event in chunks that read back as the JSON, events whole and in order, in ASCII; a small answer whole, in one write', async () => {
    const listeners = new Map<string, (payload: unknown) => void>()
    const backend = {
      invoke: async (channel: string) => ({ ok: true as const, value: channel === 'app:info' ? big : small }),
      on: (event: string, listener: (payload: unknown) => void) => (
        listeners.set(event, listener),
        () => listeners.delete(event)
      ),
      dispose: async () => undefined,
    }
    const rendererDir = await mkdtemp(join(tmpdir(), 'hostdeck-renderer-'))
    const host = await startWebHost({ backend, rendererDir, key })
    try {
      const headers = {
        host: `127.0.0.1:${host.port}`,
        origin: `http://127.0.0.1:${host.port}`,
        'content-type': 'application/json',
        'x-hostdeck-key': key,
      }
      const answer = await send(host.port, { path: '/api/invoke/app:info', method: 'POST', headers, body: '{}' })
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body)).toEqual(JSON.parse(JSON.stringify({ ok: true, value: big })))
      // Every letter past ASCII as its escape: the page then decodes and parses a one-byte string.
      expect(answer.body).toMatch(/\\u0437\\u0430\\u043f/)
      expect(answer.body).not.toMatch(/[^ -~]/)
      expect(answer.headers['transfer-encoding']).toBe('chunked')
      // A small answer (nearly every one) is one string with its length, sent with the headers: no stream whose
      // turns the backend's other work could come between.
      const whole = await send(host.port, { path: '/api/invoke/accounts:list', method: 'POST', headers, body: '{}' })
      expect(whole.body).toBe('{"ok":true,"value":{"id":7,"name":"\\u041c\\u043e\\u0441\\u043a\\u0432\\u0430"}}')
      expect(whole.headers['content-length']).toBe(String(whole.body.length))
      expect(whole.headers['transfer-encoding']).toBeUndefined()

      const events: Array<{ name: string; data: unknown; raw: string }> = []
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: host.port,
            path: '/api/events',
            headers: { host: headers.host, 'x-hostdeck-key': key },
          },
          (res) => {
            let buffer = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => {
              buffer += chunk
              let end: number
              while ((end = buffer.indexOf('\n\n')) !== -1) {
                const block = buffer.slice(0, end)
                buffer = buffer.slice(end + 2)
                const name = /^event: (.*)$/m.exec(block)?.[1]
                const data = /^data: (.*)$/m.exec(block)?.[1]
                if (name && data !== undefined) events.push({ name, data: JSON.parse(data), raw: data })
                if (events.length === 2) {
                  req.destroy()
                  resolve()
                }
              }
            })
            listeners.get('session:changed')!(big)
            listeners.get('tasks:changed')!({ running: [], recent: [] })
          },
        )
        req.on('error', (error) => (events.length === 2 ? resolve() : reject(error)))
        req.end()
      })
      expect(events.map((e) => e.name)).toEqual(['session:changed', 'tasks:changed'])
      expect(events[0]!.data).toEqual(JSON.parse(JSON.stringify(big)))
      expect(events[0]!.raw).not.toMatch(/[^ -~]/)
    } finally {
      await host.close()
    }
  })
})
