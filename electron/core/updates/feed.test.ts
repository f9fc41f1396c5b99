import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { UPDATE_FEED_URL } from '../../shared/models/updates'
import { useCleanups } from '../test-cleanups'
import { EventBus } from '../event-bus'
import { createTestBackend, invokeOrThrow } from '../test-kit'
import { checkFeed } from './feed'
import { createUpdateChecker, feedSource } from './update-checker'
import { compareVersions, parseVersion } from './semver'
import { makeReleaseKey } from './test-kit'

const key = makeReleaseKey()
const releaseKey = key.publicKey

const v = (text: string) => parseVersion(text)!

/** A loopback update feed serving `files` (name → text), writing down what it was asked. */
async function startFeed(files: Record<string, string>) {
  const asked: string[] = []
  const server = createServer((req, res) => {
    asked.push(req.url ?? '')
    const file = files[(req.url ?? '').replace(/^\/feed\//, '')]
    if (file === undefined) res.writeHead(404).end()
    else res.writeHead(200, { 'content-type': 'text/yaml' }).end(file)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`
  return { url, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const LATEST = `version: 0.2.0
files:
  - url: Hostdeck-Setup-0.2.0-x64.exe
    sha512: abc
    size: 100
path: Hostdeck-Setup-0.2.0-x64.exe
releaseDate: '2026-11-20T10:00:00.000Z'
`

describe('the update check', () => {
  const cleanups = useCleanups()

  it('orders versions as semver does', () => {
    const ordered = ['0.9.0', '0.10.0-alpha', '0.10.0-alpha.1', '0.10.0-alpha.beta', '0.10.0-beta.2', '0.10.0-beta.11']
    const more = ['0.10.0-rc.1', '0.10.0', '0.10.1', '1.0.0']
    const all = [...ordered, ...more]
    for (let i = 1; i < all.length; i++) expect(compareVersions(v(all[i - 1]!), v(all[i]!)), all[i]).toBe(-1)
    expect(compareVersions(v('1.2.3+build.7'), v('v1.2.3'))).toBe(0)
    expect(parseVersion('1.2')).toBeNull()
  })

  it("finds a newer version on a local feed, in the system's own feed file", async () => {
    const feed = await startFeed(
      key.signed({ 'latest.yml': LATEST, 'latest-linux.yml': LATEST.replace('0.2.0', '0.1.5') }),
    )
    cleanups.push(feed.close)
    const found = await checkFeed({ feedUrl: feed.url, current: '0.1.0', platform: 'win32', fetch, releaseKey })
    expect(found).toEqual({
      current: '0.1.0',
      latest: '0.2.0',
      newer: true,
      notesUrl: `${feed.url}/`,
      installable: false,
    })
    expect(feed.asked).toEqual(['/feed/latest.yml', '/feed/latest.yml.sig'])
    const linux = await checkFeed({ feedUrl: feed.url, current: '0.1.0', platform: 'linux', fetch, releaseKey })
    expect(linux).toMatchObject({ latest: '0.1.5', newer: true })
  })

  it('says there is nothing newer when the feed holds this version, and refuses an older one', async () => {
    const feed = await startFeed(key.signed({ 'latest.yml': LATEST }))
    cleanups.push(feed.close)
    const ask = (current: string) => checkFeed({ feedUrl: feed.url, current, platform: 'win32', fetch, releaseKey })
    expect(await ask('0.2.0')).toMatchObject({ newer: false })
    for (const current of ['0.3.0-beta.1', '1.0.0'])
      await expect(ask(current)).rejects.toMatchObject({
        kind: 'update-refused',
        message: expect.stringContaining('older'),
      })
    expect((await ask('0.2.0-rc.1')).newer).toBe(true)
  })

  it('answers Help → Check for updates through the backend, and is refused where no feed is set', async () => {
    const feed = await startFeed(key.signed({ 'latest-linux.yml': LATEST }))
    cleanups.push(feed.close)
    const { backend } = await createTestBackend({
      appVersion: '0.1.0',
      updateFeedUrl: feed.url,
      updateReleaseKey: releaseKey,
    })
    cleanups.push(() => backend.dispose())
    expect(await invokeOrThrow(backend, 'app:checkUpdates')).toMatchObject({ latest: '0.2.0', newer: true })
    // The feed only reads: installing is the packaged app's electron-updater's (electron/main/updater.test.ts).
    expect(await backend.invoke('app:installUpdate', undefined)).toMatchObject({
      ok: false,
      error: { kind: 'unsupported', message: expect.stringContaining('release notes') },
    })
    const { backend: noFeed } = await createTestBackend()
    cleanups.push(() => noFeed.dispose())
    expect(await noFeed.invoke('app:checkUpdates', undefined)).toMatchObject({
      ok: false,
      error: { kind: 'unsupported' },
    })
  })

  it('announces a newer version once, after the start, without being asked', async () => {
    const feed = await startFeed(key.signed({ 'latest.yml': LATEST }))
    cleanups.push(feed.close)
    const bus = new EventBus()
    const announced: unknown[] = []
    bus.on('app:updateAvailable', (found) => announced.push(found))
    const timers: Array<{ fn: () => void; ms: number }> = []
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
    const checker = createUpdateChecker({
      source: feedSource({ feedUrl: feed.url, current: '0.1.0', platform: 'win32', fetch, releaseKey }),
      bus,
      log: quiet,
      clock: { now: Date.now, setTimeout: (fn, ms) => timers.push({ fn, ms }), clearTimeout: () => undefined },
      checkAfterMs: 30_000,
    })
    cleanups.push(async () => checker.dispose())
    expect(timers.map((t) => t.ms)).toEqual([30_000])
    expect(feed.asked).toEqual([])
    timers[0]!.fn()
    await vi.waitFor(() => expect(announced).toEqual([expect.objectContaining({ latest: '0.2.0', newer: true })]))
  })

  it('says what went wrong with a feed that is missing, unreadable or unreachable', async () => {
    const feed = await startFeed(key.signed({ 'latest.yml': 'not: [a feed' }))
    cleanups.push(feed.close)
    const ask = (feedUrl: string, platform: string) =>
      checkFeed({ feedUrl, current: '0.1.0', platform, fetch, releaseKey })
    await expect(ask(feed.url, 'darwin')).rejects.toThrow('answered 404 for latest-mac.yml')
    await expect(ask(feed.url, 'win32')).rejects.toThrow('not YAML')
    await expect(ask('http://127.0.0.1:9', 'win32')).rejects.toThrow('could not be reached')
  })
})

it("the packages' feed (electron-builder.yml's publish) is the one the app checks", () => {
  const config = parse(readFileSync(join(__dirname, '../../../electron-builder.yml'), 'utf8')) as {
    publish: { provider: string; url: string }
  }
  expect(config.publish).toEqual({ provider: 'generic', url: UPDATE_FEED_URL })
})
