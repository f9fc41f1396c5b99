import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { createManualClock, startSandbox, type SandboxHandle } from '../electron/sandbox'
import { dailyCost } from '../electron/sandbox/dialects/account'
import { addRecord, addZone } from '../electron/sandbox/state/dns'
import { activeAccount, addActiveAccount, switchTo } from './accounts'
import { expect, test } from './fixtures'
import { startBrowserHost, type RunningHost } from './hosts'

const CLIENT_TOKEN = 'client-e2e-token-fleet'
const STAGING_TOKEN = 'staging-e2e-token-fleet'
/** The fleet's (faked) today, and the client simulator's: a certificate 5 days from it, money for 3 days (till midnight: 2 whole days). */
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0)
const DAY = 86_400_000
const SPF = 'v=spf1 include:relay-staging-7731.example ~all'

async function open(browser: Browser, host: RunningHost): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(host.url)
  await expect(page.getByRole('heading', { name: 'All accounts' })).toBeVisible()
  return page
}

test('the overview warns about another account once, even after a restart; its items and the palette open resources across accounts', async ({
  browser,
  sandbox,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'electron',
    'restarting the host with the same data folder is the browser host’s case',
  )
  // A second simulator, on the faked day, with two customers of their own data.
  const other: SandboxHandle = await startSandbox({
    paceMs: 150,
    clock: createManualClock(NOW),
    customers: [
      { token: CLIENT_TOKEN, data: 'demo' },
      { token: STAGING_TOKEN, data: 'empty' },
    ],
  })
  const client = other.state(CLIENT_TOKEN)
  const cert = [...client.certificates.values()].find((c) => c.Domain === 'example.com')!
  cert.ExpireDate = new Date(NOW + 5 * DAY + 3600_000).toISOString().slice(0, 19)
  client.account.Balance = dailyCost(client) * 3
  const staging = other.state(STAGING_TOKEN)
  const zone = addZone(staging, { Name: 'staging-fleet.example', State: 'Active', IsDelegate: true, createdAt: NOW })
  addRecord(staging, zone, { type: 'TXT', name: '@', ttl: '3600', text: SPF }, 'Active')

  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-e2e-fleet-'))
  const env = { HOSTDECK_DEMO_API_URL: sandbox.baseUrl, HOSTDECK_FLEET_NOW: new Date(NOW).toISOString() }
  let host = await startBrowserHost({ dataDir, env })
  try {
    let app = await open(browser, host)
    await addActiveAccount(app, { label: 'Client', baseUrl: other.baseUrl, token: CLIENT_TOKEN })
    // Client's first read raises the warning: one notice, closed here; nothing brings it back.
    const notices = app.locator('.n-notification').filter({ hasText: 'Certificate example.com expires in 5 days' })
    await expect(notices).toHaveCount(1)
    await notices.getByRole('button', { name: 'close' }).click()
    await addActiveAccount(app, { label: 'Staging', baseUrl: other.baseUrl, token: STAGING_TOKEN })
    await switchTo(app, 'Demo')
    await expect(activeAccount(app)).toContainText('Demo')

    // The overview: Client's card (worst first) with both warnings, from its cache.
    const card = app.getByRole('region', { name: 'Account Client' })
    await expect(card.getByText('Certificate example.com expires in 5 days')).toBeVisible()
    await expect(card.getByText('Funds run out in 2 days')).toBeVisible()
    await expect(app.getByRole('region', { name: /^Account / }).first()).toHaveAttribute('aria-label', 'Account Client')
    // A Refresh re-reads Demo and evaluates every warning again: once Demo's card shows the new read, whatever that
    // evaluation raised has reached the page (warnings go out before the overview that follows them).
    const demoRead = fetchedAt(app, 'Demo')
    const beforeRefresh = await demoRead()
    await app.getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(demoRead).not.toBe(beforeRefresh)
    await expect(notices).toHaveCount(0)
    const clientReadBefore = await fetchedAt(app, 'Client')()
    await app.context().close()

    // Restart: the warnings are still listed, and no notice repeats them.
    await host.stop()
    host = await startBrowserHost({ dataDir, env })
    app = await open(browser, host)
    const again = app.getByRole('region', { name: 'Account Client' })
    await expect(again.getByText('Certificate example.com expires in 5 days')).toBeVisible()
    // Watching reads Client again at start: once its card shows that read, its warnings have been weighed again.
    // Its turn comes after the other accounts' reads, one at a time: on a busy machine that takes a while.
    await expect.poll(fetchedAt(app, 'Client'), { timeout: 60_000 }).not.toBe(clientReadBefore)
    await expect(app.locator('.n-notification').filter({ hasText: 'example.com' })).toHaveCount(0)

    // A click opens the certificate in the right account.
    await again.getByRole('button', { name: 'Open example.com in Client' }).click()
    await expect(activeAccount(app)).toContainText('Client')
    await expect(app.getByRole('heading', { name: 'example.com' })).toBeVisible()

    // The palette finds a record's value in an account that is not active, and opens it there.
    await app.keyboard.press('Control+k')
    const palette = app.getByRole('combobox', { name: 'Command palette' })
    await expect(palette).toBeFocused()
    await palette.fill('relay-staging-7731')
    const first = app.getByRole('option').first()
    await expect(first).toContainText('DNS record')
    await expect(first).toContainText('switches to Staging')
    await app.keyboard.press('Enter')
    await expect(activeAccount(app)).toContainText('Staging')
    await expect(app.getByText(SPF).first()).toBeVisible()

    // "Add a record to" a zone opens that zone with the new-record form open.
    await app.keyboard.press('Control+k')
    await palette.fill('staging-fleet')
    await app.getByRole('option').filter({ hasText: 'Add a record to' }).click()
    await expect(app.getByRole('dialog', { name: /staging-fleet\.example/ })).toBeVisible()
    await app.context().close()
  } finally {
    await host.stop()
    await other.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})

/** When an account's card says it was last read (the overview's own data, not its wording). */
function fetchedAt(app: Page, account: string): () => Promise<string | null> {
  return () =>
    app
      .getByRole('region', { name: `Account ${account}` })
      .getByTestId('fleet-age')
      .getAttribute('data-fetched-at')
}
