import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startSandbox, type SandboxHandle } from '../electron/sandbox'
import { startBrowserHost, type RunningHost } from './hosts'

/**
 * The launch key must never reach anything but the host's own `/api/*`, and only as a header: another server
 * on 127.0.0.1 (another port: cookies ignore ports) that the same browser visits must see no trace of it.
 */

interface Seen {
  url: string
  headers: IncomingHttpHeaders
}

/** An ordinary local web server on another port that records every request it receives. */
async function startBystander(): Promise<{ port: number; seen: Seen[]; server: Server }> {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      // Its page loads a subresource from itself and fetches itself with credentials, as any site would.
      res.end(
        '<!doctype html><title>Bystander</title><img src="/pixel.png" alt="">' +
          "<script>fetch('/probe', { credentials: 'include' }).then(() => { document.title = 'Bystander done' })</script>",
      )
      return
    }
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, seen, server }
}

test.describe('browser host launch key', () => {
  let sandbox: SandboxHandle | undefined
  let host: RunningHost | undefined
  let bystander: Awaited<ReturnType<typeof startBystander>> | undefined

  test.afterEach(async () => {
    await host?.stop()
    await sandbox?.close()
    await new Promise((resolve) => bystander?.server.close(resolve) ?? resolve(undefined))
    host = undefined
    sandbox = undefined
    bystander = undefined
  })

  test('the key stays in the fragment and a header: no cookie, no other server ever sees it', async ({ browser }) => {
    sandbox = await startSandbox({ paceMs: 50 })
    host = await startBrowserHost({ env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl } })
    bystander = await startBystander()
    const hostUrl = new URL(host.url)
    const key = new URLSearchParams(hostUrl.hash.slice(1)).get('key')
    expect(hostUrl.search).toBe('')
    expect(key).toBeTruthy()

    const context = await browser.newContext()
    const page = await context.newPage()
    const toHost: Array<{ url: string; headers: Record<string, string> }> = []
    page.on('request', (request) => {
      if (new URL(request.url()).port === hostUrl.port) toHost.push({ url: request.url(), headers: request.headers() })
    })

    await page.goto(host.url)
    await expect(page.getByRole('status', { name: 'Active account' })).toContainText('Demo')
    // The key left the address bar (and the history entry) once the page had it.
    expect(page.url()).not.toContain(key!)
    expect(await page.evaluate(() => window.location.hash)).toBe('')

    // A reload of the same tab keeps working from the tab's own copy.
    await page.reload()
    await expect(page.getByRole('status', { name: 'Active account' })).toContainText('Demo')

    // The same page (and context) then visits another local server.
    await page.goto(`http://127.0.0.1:${bystander.port}/`)
    await expect(page).toHaveTitle('Bystander done')
    expect(bystander.seen.map((s) => s.url)).toEqual(expect.arrayContaining(['/', '/pixel.png', '/probe']))
    for (const request of bystander.seen) {
      expect(request.url).not.toContain(key!)
      for (const [name, value] of Object.entries(request.headers)) {
        expect(`${name}: ${String(value)}`).not.toContain(key!)
      }
      expect(request.headers.cookie).toBeUndefined()
      expect(request.headers['x-hostdeck-key']).toBeUndefined()
    }

    // Nothing was stored as a cookie for 127.0.0.1, on any port.
    expect(await context.cookies()).toEqual([])

    // The host itself got the key only as the header of /api/* requests, never in a URL or a cookie.
    expect(toHost.length).toBeGreaterThan(0)
    for (const request of toHost) {
      expect(request.url).not.toContain(key!)
      expect(request.headers.cookie ?? '').not.toContain(key!)
      const isApi = new URL(request.url).pathname.startsWith('/api/')
      expect(request.headers['x-hostdeck-key']).toBe(isApi ? key : undefined)
    }
    expect(toHost.some((r) => new URL(r.url).pathname === '/api/events')).toBe(true)
    await context.close()
  })

  test('a page opened without the key gets no answer from the API', async ({ browser }) => {
    host = await startBrowserHost()
    const context = await browser.newContext()
    const page = await context.newPage()
    const origin = new URL(host.url).origin
    await page.goto(`${origin}/`)
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/invoke/app%3Ainfo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return res.status
    })
    expect(status).toBe(403)
    await context.close()
  })

  test('the host makes its data folder private (0700), tightening an existing one', async () => {
    test.skip(process.platform === 'win32', 'mode bits')
    const root = await mkdtemp(join(tmpdir(), 'hostdeck-e2e-mode-'))
    const dataDir = join(root, 'data')
    await mkdir(dataDir, { mode: 0o755 })
    host = await startBrowserHost({ dataDir })
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
    await host.stop()
    host = undefined
    await rm(root, { recursive: true, force: true })
  })
})
