import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_LIMITS, startWebHost, type WebHost, type WebHostLimits } from './server'
import { webHostParts } from './test-kit'

const key = 'k'.repeat(32)
let host: WebHost | undefined
const sockets: Socket[] = []

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.destroy())
  await host?.close()
  host = undefined
})

async function start(limits: Partial<WebHostLimits>): Promise<WebHost> {
  const { backend, rendererDir } = await webHostParts({ 'index.html': '<!doctype html><title>Hostdeck</title>' })
  host = await startWebHost({ backend, rendererDir, key, limits })
  return host
}

/** A raw socket to the host, with what it received and a promise of its closing (true when the host closed it). */
function open(port: number) {
  const socket = connect({ host: '127.0.0.1', port })
  sockets.push(socket)
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('error', () => {})
  const closed = new Promise<true>((resolve) => socket.once('close', () => resolve(true)))
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { socket, closed, connected, received: () => received }
}

/** Resolves with false when `promise` has not settled after `ms` (a bound, not a performance goal). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))])

describe('browser host limits', () => {
  it('has bounded defaults', () => {
    expect(DEFAULT_LIMITS.connectionTimeoutMs).toBeGreaterThan(0)
    expect(DEFAULT_LIMITS.keepAliveTimeoutMs).toBeLessThanOrEqual(10_000)
    expect(DEFAULT_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(60_000)
    expect(DEFAULT_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(DEFAULT_LIMITS.requestTimeoutMs)
    expect(DEFAULT_LIMITS.bodyLimitBytes).toBeLessThanOrEqual(1024 * 1024)
    expect(DEFAULT_LIMITS.maxConnections).toBeGreaterThan(6)
  })

  it('closes a socket that connects and never sends anything', async () => {
    const { port } = await start({ connectionTimeoutMs: 300 })
    const idle = open(port)
    await idle.connected
    expect(await within(idle.closed, 5_000)).toBe(true)
  })

  it('keeps a silent socket open while the default idle timeout has not passed', async () => {
    const { port } = await start({})
    const idle = open(port)
    await idle.connected
    expect(await within(idle.closed, 700)).toBe(false)
  })

  it('closes an idle keep-alive socket after its answer', async () => {
    const { port } = await start({ keepAliveTimeoutMs: 300 })
    const client = open(port)
    await client.connected
    client.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`)
    expect(await within(client.closed, 5_000)).toBe(true)
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/)
  })

  it('over the cap, the socket idle the longest makes room: silent sockets cannot lock the page out', async () => {
    const { port } = await start({ maxConnections: 4 })
    const silent = Array.from({ length: 4 }, () => open(port))
    await Promise.all(silent.map((s) => s.connected))
    // One after another, as the page would, each kept alive: each takes the place of the oldest silent socket.
    for (let n = 0; n < 3; n++) {
      const page = open(port)
      await page.connected
      page.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`)
      await vi.waitFor(() => expect(page.received()).toMatch(/^HTTP\/1\.1 200/))
      expect(await silent[n]!.closed).toBe(true)
    }
  })

  it('closes a newcomer over the cap when every socket is busy (event streams), and keeps those', async () => {
    const { port } = await start({ maxConnections: 2 })
    const streams = [open(port), open(port)]
    for (const stream of streams) {
      await stream.connected
      stream.socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Hostdeck-Key: ${key}\r\n\r\n`)
      await vi.waitFor(() => expect(stream.received()).toContain(': connected'))
    }
    const third = open(port)
    expect(await within(third.closed, 5_000)).toBe(true)
    expect(third.received()).toBe('')
    expect(streams.map((s) => s.socket.destroyed)).toEqual([false, false])
  })
})
