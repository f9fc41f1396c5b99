import type { Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { editRecord, listRow, rowStartingWith as row } from './tree'

/** Clicks a row and opens it with the arrow key, as a user would; again if a re-render swallowed the key. */
async function expand(app: Page, name: string): Promise<void> {
  await expect(async () => {
    await row(app, name).click()
    await expect(row(app, name)).toHaveAttribute('aria-selected', 'true')
    if ((await row(app, name).getAttribute('aria-expanded')) === 'false') await app.keyboard.press('ArrowRight')
    await expect(row(app, name)).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

/** Someone else, in the provider's panel: web-01 switched off, www's address changed, a new SSH key. */
function changeBehindTheBack(sandbox: SandboxHandle): void {
  const customer = sandbox.state(DEMO_TOKEN)
  const web = [...customer.servers.values()].find((s) => s.Name === 'web-01')!
  web.IsPowerOn = false
  const zone = [...customer.zones.values()].find((z) => z.Name === 'example.com')!
  zone.LinkedRecords.find((r) => r.HostName === 'www' && r.TypeRecord === 'A')!.IP = '203.0.113.99'
  const ID = customer.nextId()
  customer.sshKeys.set(ID, {
    ID,
    Title: 'ops laptop',
    PublicKey: [...customer.sshKeys.values()][0]!.PublicKey,
    IsActive: true,
  })
}

/** Where those three changes show: the servers' and keys' rows, and example.com's pane (its records' table). */
async function openChangedRows(app: Page): Promise<void> {
  await expand(app, 'Servers')
  await expand(app, 'SSH keys')
  await expand(app, 'DNS zones')
  await row(app, 'example.com').click()
  await expect(app.getByRole('heading', { name: 'example.com' })).toBeVisible()
  await expect(row(app, 'web-01')).not.toHaveAccessibleName(/Powered off/)
  await expect(listRow(app, /www.*203\.0\.113\.10\b/)).toBeVisible()
}

async function expectChangesShown(app: Page, timeout?: number): Promise<void> {
  await expect(row(app, 'web-01')).toHaveAccessibleName(/Powered off/, { timeout })
  await expect(listRow(app, /www.*203\.0\.113\.99/)).toBeVisible({ timeout })
  await expect(row(app, 'ops laptop')).toBeVisible({ timeout })
  await expect(row(app, 'SSH keys')).toHaveAccessibleName('SSH keys, 3 items', { timeout })
}

test('changes made behind Hostdeck’s back appear at once on F5, marked and announced, without reloading the page @dialects', async ({
  app,
  sandbox,
}) => {
  await openChangedRows(app)
  const header = app.getByTestId('refresh-control')
  await expect(header.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await expect(app.getByTestId('refresh-age')).toHaveText(/Updated (just now|\d+ s ago)/)
  await app.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  changeBehindTheBack(sandbox)
  await app.keyboard.press('F5')
  await expectChangesShown(app, 3_000)
  await expect(app.getByTestId('live-changes')).toContainText('web-01: power Off')
  await expect(app.getByTestId('live-changes')).toContainText('SSH key ops laptop added')
  expect(await app.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('the Refresh button re-reads, and Ctrl+R does too instead of reloading', async ({ app, sandbox }) => {
  await openChangedRows(app)
  const web = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === 'web-01')!
  web.IsPowerOn = false
  await app.getByTestId('refresh-control').getByRole('button', { name: 'Refresh' }).click()
  await expect(row(app, 'web-01')).toHaveAccessibleName(/Powered off/, { timeout: 3_000 })
  web.IsPowerOn = true
  await app.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await app.keyboard.press('Control+r')
  await expect(row(app, 'web-01')).not.toHaveAccessibleName(/Powered off/, { timeout: 3_000 })
  expect(await app.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('with a 15 s cadence set in the account settings, changes appear with no user action @dialects', async ({
  app,
  sandbox,
}) => {
  await app.getByRole('button', { name: /Switch account/ }).click()
  await app.getByText('Account settings…').click()
  const settings = app.getByRole('dialog', { name: 'Account settings' })
  await expect(settings.getByRole('radio', { name: '1 min', exact: true })).toBeChecked()
  // The radio's input covers its option; checked once the dialog has stopped moving.
  await settings.getByRole('radio', { name: '15 s', exact: true }).check()
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(app.getByText('Account saved')).toBeVisible()
  await app.keyboard.press('Escape')
  await expect(settings).toBeHidden()

  await openChangedRows(app)
  changeBehindTheBack(sandbox)
  await expectChangesShown(app, 25_000)
})

test('an edit form keeps what was typed through a refresh that changed its record, and says what changed', async ({
  app,
  sandbox,
}) => {
  await expand(app, 'DNS zones')
  await expand(app, 'example.com')
  const dialog = await editRecord(app, 'A record www')
  const ip = dialog.getByRole('textbox', { name: 'IPv4 address' })
  await ip.fill('203.0.113.77')

  const zone = [...sandbox.state(DEMO_TOKEN).zones.values()].find((z) => z.Name === 'example.com')!
  const www = zone.LinkedRecords.find((r) => r.HostName === 'www' && r.TypeRecord === 'A')!
  www.TTL = '300'
  await app.keyboard.press('F5')
  const notice = dialog.getByTestId('changed-underneath')
  await expect(notice).toContainText('Changed since you opened this')
  await expect(notice).toContainText('TTL 3600 → 300')
  await expect(ip).toHaveValue('203.0.113.77')

  await dialog.getByRole('button', { name: 'Save record' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => zone.LinkedRecords.some((r) => r.HostName === 'www' && r.IP === '203.0.113.77')).toBe(true)
})
