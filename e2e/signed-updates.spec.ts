import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { makeReleaseKey } from '../electron/core/updates/test-kit'
import { expect, test } from './fixtures'
import { startBrowserHost } from './hosts'

const FEED_FILE =
  process.platform === 'darwin' ? 'latest-mac.yml' : process.platform === 'linux' ? 'latest-linux.yml' : 'latest.yml'
const feedOf = (version: string) =>
  `version: ${version}\nfiles:\n  - url: Hostdeck-${version}.AppImage\n    sha512: c2hhNTEy\n    size: 100\n`

/** A loopback update feed whose files the test swaps between checks. */
async function startFeed() {
  let files: Record<string, string> = {}
  const server = createServer((req, res) => {
    const file = files[(req.url ?? '').replace(/^\/feed\//, '')]
    if (file === undefined) res.writeHead(404).end()
    else res.writeHead(200, { 'content-type': 'text/yaml' }).end(file)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`,
    serve: (next: Record<string, string>) => void (files = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Help → Check for updates, from the palette. */
async function checkForUpdates(app: Page) {
  await app.keyboard.press('Control+k')
  const palette = app.getByRole('combobox', { name: 'Command palette' })
  await expect(palette).toBeFocused()
  await palette.fill('Check for updates')
  await expect(app.getByRole('listbox').getByRole('option').first()).toContainText('Check for updates')
  await app.keyboard.press('Enter')
}

test('an update signed with the release key is offered; unsigned, re-signed with another key or older, it is refused with the reason', async ({
  browser,
  sandbox,
}) => {
  const ours = makeReleaseKey()
  const another = makeReleaseKey()
  const feed = await startFeed()
  const host = await startBrowserHost({
    env: {
      HOSTDECK_DEMO_API_URL: sandbox.baseUrl,
      HOSTDECK_UPDATE_FEED_URL: feed.url,
      HOSTDECK_UPDATE_PUBLIC_KEY: ours.publicKey,
    },
  })
  const context = await browser.newContext()
  try {
    const app = await context.newPage()
    await app.goto(host.url)
    await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()

    const refusals: Array<[Record<string, string>, RegExp]> = [
      [{ [FEED_FILE]: feedOf('0.2.0') }, /is not signed \(no latest.*\.yml\.sig\)/],
      [another.signed({ [FEED_FILE]: feedOf('0.2.0') }), /not signed with Hostdeck's release key/],
      [ours.signed({ [FEED_FILE]: feedOf('0.0.9') }), /offers 0\.0\.9, older than this 0\.1\.0/],
    ]
    for (const [files, reason] of refusals) {
      feed.serve(files)
      await checkForUpdates(app)
      await expect(app.getByText(reason)).toBeVisible()
      await expect(app.getByText(/Hostdeck [\d.]+ is out/)).toBeHidden()
    }

    feed.serve(ours.signed({ [FEED_FILE]: feedOf('0.2.0') }))
    await checkForUpdates(app)
    await expect(app.getByText('Hostdeck 0.2.0 is out (you have 0.1.0).')).toBeVisible()
  } finally {
    await context.close()
    await host.stop()
    await feed.close()
  }
})
