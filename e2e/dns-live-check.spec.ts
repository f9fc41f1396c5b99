import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { startSandboxDns, type SandboxDns } from '../electron/sandbox/dns-server'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { editRecord, openZone, rowStartingWith } from './tree'

/** The zone pane's "Is it live?" card. */
const liveCard = (app: Page) => app.locator('.zone-live')

/** The cell of a record's row (its type, name and value as the card writes them) for one server's column. */
function cell(app: Page, row: string, column: number): Locator {
  return liveCard(app)
    .getByRole('row', { name: new RegExp(row) })
    .getByRole('cell')
    .nth(column)
}

/** Points Hostdeck's live checks at the simulator's loopback resolver and name server, as a user would. */
async function askTheSimulator(app: Page, dns: SandboxDns): Promise<void> {
  await liveCard(app)
    .getByRole('button', { name: /Where to ask/ })
    .click()
  await liveCard(app).getByRole('textbox', { name: 'Resolvers' }).fill(`${dns.host}:${dns.resolverPort}`)
  await liveCard(app).getByRole('textbox', { name: 'Port of the name servers' }).fill(String(dns.port))
  await liveCard(app).getByRole('button', { name: 'Save' }).click()
  await expect(liveCard(app).getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
}

test.describe('is it live?', () => {
  let dns: SandboxDns
  test.afterEach(async () => dns?.close())

  test('after an A record changes, the name server shows the old value while its delay runs and live after it, without a click; a record added outside Hostdeck shows as extra', async ({
    app,
    sandbox,
  }) => {
    // Loopback only: the resolver Hostdeck is given is the simulator's, and the zones' name server resolves to it.
    dns = await startSandboxDns({ zones: () => sandbox.state(DEMO_TOKEN).zones.values() })
    await openZone(app)
    await askTheSimulator(app, dns)
    await liveCard(app).getByRole('button', { name: 'Check now' }).click()
    await expect(liveCard(app)).toContainText('live on 1/1 authoritative, 1/1 resolvers')
    await expect(cell(app, '^A www\\.example\\.com 203\\.0\\.113\\.10', 0)).toHaveAttribute('data-state', 'live')

    dns.setDelay(4_000)
    dns.serveExtra({ name: 'example.com', type: 'TXT', ttl: 300, data: 'verification=added-at-the-registrar' })
    const dialog = await editRecord(app, 'A record www')
    await dialog.getByRole('textbox', { name: 'IPv4 address' }).fill('203.0.113.77')
    await dialog.getByRole('button', { name: 'Save record' }).click()
    await expect(dialog).toBeHidden()

    const www = '^A www\\.example\\.com 203\\.0\\.113\\.77'
    await expect(cell(app, www, 0)).toHaveAttribute('data-state', 'old')
    await expect(cell(app, www, 0)).toContainText('serves 203.0.113.10')
    await expect(cell(app, www, 0)).toContainText('cached until')
    await expect(liveCard(app)).toContainText('1 record still old until')
    await expect(cell(app, '^TXT example\\.com verification=added-at-the-registrar', 0)).toHaveAttribute(
      'data-state',
      'extra',
    )

    // The results as they stand, old values and an extra row included, pass axe-core.
    const axe = await new AxeBuilder({ page: app })
      .include('.zone-live')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([])

    // The check re-runs on its own: live once the delay has run, on the name server and the resolver.
    await expect(cell(app, www, 0)).toHaveAttribute('data-state', 'live', { timeout: 30_000 })
    await expect(cell(app, www, 1)).toHaveAttribute('data-state', 'live')
    await expect(liveCard(app)).toContainText('live on 1/1 authoritative, 1/1 resolvers; 1 extra')
    await expect(liveCard(app)).toHaveAttribute('data-running', 'no')

    // The record's own pane shows its row of the zone's report.
    await rowStartingWith(app, 'www A 203.0.113.77').click()
    const recordCard = app.locator('.record-live')
    await expect(recordCard.getByRole('row')).toHaveCount(2)
    await expect(recordCard.getByRole('cell').first()).toHaveAttribute('data-state', 'live')
  })
})
