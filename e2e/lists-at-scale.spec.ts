import type { Page } from '@playwright/test'
import { startSandbox } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { rowStartingWith as row, escapeRegExp, listPane } from './tree'
import { openDialog } from './dialogs'

/** Picks values in one of the list's filters (a naive-ui select, opened by its placeholder). */
async function pickFilter(app: Page, filter: string, ...values: string[]): Promise<void> {
  await app.locator('.data-list__filter').filter({ hasText: filter }).click()
  for (const value of values)
    await app
      .locator('.n-base-select-option')
      .filter({ hasText: new RegExp(`^${escapeRegExp(value)}`) })
      .click()
  await app.keyboard.press('Escape')
}

// The Demo account, generated at scale: 1,000 servers srv-0001…srv-1000, in St. Petersburg and Moscow by fifties.
const scaled = test.extend({
  sandbox: async ({ dialect }, use) => {
    const sandbox = await startSandbox({
      paceMs: 150,
      dialect,
      customers: [{ token: DEMO_TOKEN, data: { scale: { servers: 1000 } } }],
    })
    await use(sandbox)
    await sandbox.close()
  },
})

scaled(
  'filters and sorts 1,000 servers and deletes the shown ones through a summarised typed confirmation',
  async ({ app, sandbox }) => {
    scaled.slow()
    const all = [...sandbox.state(DEMO_TOKEN).servers.values()]
    expect(all).toHaveLength(1000)
    await row(app, 'Servers').click()
    const pane = app.getByRole('region', { name: 'Servers' })
    await expect(pane.getByText('1,000 in total', { exact: true })).toBeVisible()

    // Search, then two filters: the count says how many of the 1,000 are shown.
    const expected = all.filter((s) => s.Name.startsWith('srv-0') && s.DCLocation === 'SdnMsk' && !s.IsPowerOn)
    expect(expected.length).toBeGreaterThan(5)
    await pane.getByRole('searchbox', { name: 'Search Servers' }).fill('srv-0')
    await pickFilter(app, 'Location', 'Moscow') // "Moscow (DataSpace)"
    await pickFilter(app, 'Power', 'Powered off')
    await expect(pane.getByRole('status').filter({ hasText: `${expected.length} of 1,000` })).toBeVisible()

    // Sort by name: ascending first, then descending; by the keyboard too, and the header says how.
    const names = expected.map((s) => s.Name).sort()
    const firstRow = pane.getByRole('row').nth(1)
    const nameHeader = pane.getByRole('columnheader', { name: 'Name' })
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    await nameHeader.getByRole('button', { name: 'Name' }).click()
    await expect(firstRow).toContainText(names[0]!)
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    await nameHeader.getByRole('button', { name: 'Name' }).focus()
    await app.keyboard.press('Enter')
    await expect(firstRow).toContainText(names.at(-1)!)
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')

    // "Select all" selects only what is shown.
    await pane.getByRole('checkbox', { name: 'Select all shown' }).click()
    await app.getByRole('button', { name: `Delete selected (${expected.length})` }).click()
    const dialog = app.getByRole('dialog', { name: `Delete ${expected.length} servers` })
    const items = dialog.getByRole('listitem')
    await expect(items).toHaveCount(6)
    await expect(items.last()).toHaveText(`and ${expected.length - 5} more`)
    const confirm = dialog.getByRole('button', { name: `Delete ${expected.length} servers` })
    const phrase = dialog.getByRole('textbox', { name: 'Confirmation text' })
    await phrase.fill(String(expected.length))
    await expect(confirm).toBeDisabled()
    await phrase.fill(`delete ${expected.length} servers`)
    await confirm.click()

    // The simulator was asked to delete exactly the shown servers.
    await expect.poll(() => sandbox.requests.last('DELETE', '/server-batch')?.body).toBeTruthy()
    const sent = JSON.parse(sandbox.requests.last('DELETE', '/server-batch')!.body) as number[]
    expect([...sent].sort((a, b) => a - b)).toEqual(expected.map((s) => s.ID).sort((a, b) => a - b))
    expect(sandbox.requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(1)
  },
)

test('the record form refuses a CNAME beside other records and a CNAME to itself, sending nothing', async ({
  app,
  sandbox,
}) => {
  // Through the zones list (its own search box finds the zone), not the tree.
  const zones = await listPane(app, 'DNS zones')
  await zones.getByRole('searchbox', { name: 'Search DNS zones' }).fill('example.com')
  await expect(zones.getByRole('status').filter({ hasText: /^\d of 3$/ })).toBeVisible()
  await zones.getByRole('button', { name: 'example.com', exact: true }).click()
  const dialog = await openDialog(app, 'Add record', 'Add a record to example.com')
  await dialog.getByText('CNAME', { exact: true }).click()
  const posted = () =>
    sandbox.requests.all().filter((r) => r.method === 'POST' && r.path.startsWith('/dns/record')).length
  const before = posted()

  // The report: www CNAME www.example.com. beside www A and AAAA.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('www')
  await dialog.getByRole('textbox', { name: 'Points to', exact: true }).fill('www.example.com.')
  await dialog.getByRole('button', { name: 'Add record' }).click()
  await expect(
    dialog.getByText(/^www already has other records \(A, AAAA\); a CNAME must be the only record of its name/),
  ).toBeVisible()
  await expect(dialog.getByText('This CNAME points at its own name (www); point it at another host')).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('cdn')
  await dialog.getByRole('textbox', { name: 'Points to', exact: true }).fill('cdn')
  await dialog.getByRole('button', { name: 'Add record' }).click()
  await expect(dialog.getByText('This CNAME points at its own name (cdn); point it at another host')).toBeVisible()
  await expect(dialog.getByText(/already has other records/)).toHaveCount(0)
  expect(posted()).toBe(before)

  // Fixed, it goes through.
  await dialog.getByRole('textbox', { name: 'Points to', exact: true }).fill('www')
  await dialog.getByRole('button', { name: 'Add record' }).click()
  await expect(dialog).toBeHidden()
  expect(posted()).toBe(before + 1)
})
