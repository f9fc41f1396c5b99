import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { startLoopbackProxy, type LoopbackProxy } from '../electron/core/network/test-kit'
import { addActiveAccount, addDemoCustomer } from './accounts'
import { expect, test } from './fixtures'
import { startBrowserHost } from './hosts'
import { openZone } from './tree'

const TOKEN = 'proxy-e2e-token-4f9a17c2'

/**
 * The browser host behind a loopback proxy (HTTP_PROXY), with Acme added and active through it; `journey` runs on
 * its page, then everything stops.
 */
async function behindProxy(
  { browser, sandbox }: { browser: Browser; sandbox: SandboxHandle },
  journey: (app: Page, ctx: { proxy: LoopbackProxy; dataDir: string }) => Promise<void>,
) {
  const proxy = await startLoopbackProxy()
  sandbox.addCustomer({ token: TOKEN, data: 'demo' })
  // Both spellings: the lower-case ones win, as curl reads them, and the machine may have its own.
  const env = { HTTP_PROXY: proxy.url, http_proxy: proxy.url, NO_PROXY: '', no_proxy: '' }
  const host = await startBrowserHost({ env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl, ...env } })
  const context = await browser.newContext()
  try {
    const app = await context.newPage()
    await app.goto(host.url)
    await addActiveAccount(app, { label: 'Acme', baseUrl: sandbox.baseUrl, token: TOKEN })
    await journey(app, { proxy, dataDir: host.dataDir })
  } finally {
    await context.close()
    await host.stop()
    await proxy.close()
  }
}

test('behind a proxy (HTTP_PROXY), every API call goes through it, and the log keeps no secret', async ({
  browser,
  sandbox,
}) => {
  await behindProxy({ browser, sandbox }, async (app, { proxy, dataDir }) => {
    await openZone(app, 'example.com')
    await expect(app.getByRole('heading', { name: 'example.com' })).toBeVisible()

    const sent = sandbox.requests.all().filter((r) => r.headers.authorization?.endsWith(TOKEN))
    const proxied = proxy.seen.map((seen) => `${seen.method} ${new URL(seen.target).pathname}`)
    expect(sent.length).toBeGreaterThan(3)
    for (const call of sent) expect(proxied).toContain(`${call.method} ${call.path}`)

    const log = await readFile(join(dataDir, 'logs', 'hostdeck.log'), 'utf8')
    expect(log).toMatch(/api .*GET \/dns/)
    for (const secret of [TOKEN, Buffer.from(TOKEN).toString('base64'), 'Bearer']) expect(log).not.toContain(secret)
  })
})

test('a proxy that stops answering is named in the offline banner and logged as a warning naming the account', async ({
  browser,
  sandbox,
}) => {
  await behindProxy({ browser, sandbox }, async (app, { proxy, dataDir }) => {
    await proxy.close()
    await app.getByTestId('refresh-control').getByRole('button', { name: 'Refresh' }).click()
    const banner = app.getByTestId('offline-banner')
    await expect(banner).toContainText('The proxy is not letting requests through', { timeout: 20_000 })
    await expect(banner).not.toContainText('keeps trying to reach the API')
    const log = await readFile(join(dataDir, 'logs', 'hostdeck.log'), 'utf8')
    expect(log).toMatch(/WARN {2}api "Acme" \(\S+\): GET \/\S+ failed at the proxy/)
  })
})

test('choosing "This proxy" says which accounts would send their token through it unencrypted', async ({
  app,
  sandbox,
}) => {
  await addDemoCustomer(app, sandbox, 'Acme', TOKEN)
  await app.getByRole('button', { name: 'Settings', exact: true }).click()
  await app.getByRole('button', { name: 'All settings…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Settings' })
  const warning = dialog.getByTestId('proxy-clear-text')
  await expect(dialog.getByRole('radio', { name: 'No proxy' })).toBeVisible()
  await expect(warning).toBeHidden()
  await dialog.getByRole('radio', { name: 'This proxy' }).check({ force: true })
  await expect(warning).toContainText('The token of “Acme” may pass through this proxy unencrypted')
  await expect(warning).not.toContainText('Demo')
  await dialog.getByRole('radio', { name: 'No proxy' }).check({ force: true })
  await expect(warning).toBeHidden()
})
