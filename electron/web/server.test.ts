import { request as httpRequest } from 'node:http'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBackend } from '../core/backend'
import { createSessionSecretStore } from '../core/secret-store/session-store'
import { startWebHost, type WebHost } from './server'

/** Raw HTTP so the test controls Host and Origin exactly as an attacker's page or a rebinding DNS would. */
function send(port: number, opts: { path: string; method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: opts.path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(opts.body)
  })
}

describe('browser host', () => {
  let host: WebHost
  const key = 'k'.repeat(32)

  beforeEach(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-web-'))
    const rendererDir = await mkdtemp(join(tmpdir(), 'hostdeck-renderer-'))
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Hostdeck</title>')
    const backend = createBackend({
      mode: 'browser',
      appName: 'Hostdeck',
      appVersion: '1.0.0',
      platform: 'linux',
      dataDir,
      secretStore: createSessionSecretStore(),
      log: { info() {}, warn() {}, error() {} },
    })
    host = await startWebHost({ backend, rendererDir, key })
  })
  afterEach(() => host.close())

  const invoke = (headers: Record<string, string>) =>
    send(host.port, {
      path: '/api/invoke/app:info',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ input: undefined }),
    })

  it('binds loopback and prints a URL carrying the key', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?key=${key}`)
  })

  it('answers an invoke that carries the key', async () => {
    const res = await invoke({ host: `127.0.0.1:${host.port}`, 'x-hostdeck-key': key })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, value: { mode: 'browser', version: '1.0.0' } })
  })

  it('refuses a request without the key with 403', async () => {
    const res = await invoke({ host: `127.0.0.1:${host.port}` })
    expect(res.status).toBe(403)
  })

  it('refuses a wrong key with 403', async () => {
    const res = await invoke({ host: `127.0.0.1:${host.port}`, 'x-hostdeck-key': 'x'.repeat(32) })
    expect(res.status).toBe(403)
  })

  it('refuses a foreign Origin with 403 even with the key', async () => {
    const res = await invoke({ host: `127.0.0.1:${host.port}`, origin: 'https://evil.example', 'x-hostdeck-key': key })
    expect(res.status).toBe(403)
  })

  it('refuses a foreign Host (DNS rebinding) with 403 even with the key', async () => {
    const res = await invoke({ host: `evil.example:${host.port}`, 'x-hostdeck-key': key })
    expect(res.status).toBe(403)
  })

  it('refuses the page itself without the key', async () => {
    const res = await send(host.port, { path: '/', headers: { host: `127.0.0.1:${host.port}` } })
    expect(res.status).toBe(403)
  })

  it('trades the key in the URL for an HttpOnly cookie and drops it from the address', async () => {
    const first = await send(host.port, { path: `/?key=${key}`, headers: { host: `127.0.0.1:${host.port}` } })
    expect(first.status).toBe(303)
    expect(first.headers.location).toBe('/')
    const cookie = String((first.headers['set-cookie'] as string[])[0])
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    const page = await send(host.port, { path: '/', headers: { host: `localhost:${host.port}`, cookie: cookie.split(';')[0]! } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>Hostdeck</title>')
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'")
  })

  it('validates invoke input like the desktop app', async () => {
    const res = await send(host.port, {
      path: '/api/invoke/preferences:set',
      method: 'POST',
      headers: { host: `127.0.0.1:${host.port}`, 'content-type': 'application/json', 'x-hostdeck-key': key },
      body: JSON.stringify({ input: { locale: 'xx' } }),
    })
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'locale' } })
  })
})
