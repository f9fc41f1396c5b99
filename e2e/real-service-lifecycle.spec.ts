import type { Locator, Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { closeWith, openDialog } from './dialogs'
import { actionFormOf, addRecordDialog, listRow, openDialogFrom, openPath, openServer, row } from './tree'

/**
 * The lifecycle routes as the live service answers them (issue 31, REAL-API.md): what the forms refuse before the
 * service would, what goes out, and what the window shows. Tagged @dialects: they run against the simulator speaking
 * the live service and again speaking the seed.
 */

const state = (sandbox: SandboxHandle) => sandbox.state(DEMO_TOKEN)
const lastBody = (sandbox: SandboxHandle, method: string, path: string) =>
  JSON.parse(sandbox.requests.last(method, path)?.body ?? 'null') as unknown

/**
 * Picks an option of a naive select by its text (its menu is teleported to the page's end); a filterable select is
 * narrowed first, as its long menu shows only the options in view.
 */
async function pick(app: Page, select: Locator, option: string, filterable = true): Promise<void> {
  await select.click()
  if (filterable) await app.keyboard.type(option)
  await app.locator('.n-base-select-option', { hasText: option }).first().click()
}

const open = (app: Page, ...path: string[]) => openPath(app, path)

test('the create form holds the provider’s sizes: memory grid, Windows floors, the image’s own disk, backup periods @dialects', async ({
  app,
  sandbox,
}) => {
  const dialog = await openDialogFrom(app, 'Servers', 'Create server', 'Create a server')
  const ram = dialog.getByRole('textbox', { name: 'Memory, MB' })
  const disk = dialog.getByRole('textbox', { name: 'Disk, GB' })
  const feedback = (text: string | RegExp) => dialog.locator('.n-form-item-feedback', { hasText: text })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('sizes-01')

  // Memory: off the grid is refused with the grid said; the spinner walks the grid (1024 → 2048).
  await pick(app, dialog.getByTestId('create-server-image'), 'Ubuntu 24.04 x64')
  await ram.fill('1536')
  await dialog.getByRole('button', { name: 'Create server' }).click()
  await expect(feedback('Memory goes in steps of 256 MB up to 1024 MB, then in steps of 1024 MB')).toBeVisible()
  await ram.fill('1024')
  await ram.press('ArrowUp')
  await expect(ram).toHaveValue('2048')
  await ram.press('ArrowDown')
  await expect(ram).toHaveValue('1024')

  // Windows wants more of both.
  await pick(app, dialog.getByTestId('create-server-image'), 'Windows Server 2022 x64 (En)')
  await ram.fill('768')
  await disk.fill('30')
  await dialog.getByRole('button', { name: 'Create server' }).click()
  await expect(feedback('Windows needs at least 1024 MB of memory')).toBeVisible()
  await expect(feedback('Windows needs a disk of at least 40 GB')).toBeVisible()
  await disk.fill('45')
  await dialog.getByRole('button', { name: 'Create server' }).click()
  await expect(feedback('The disk goes in steps of 10 GB')).toBeVisible()
  expect(sandbox.counter.count('POST', '/server')).toBe(0)

  // FreeBSD's own minimum is 20 GB: the form knows it where the list says Hdd (real), the service refuses otherwise.
  await pick(app, dialog.getByTestId('create-server-image'), 'FreeBSD 11.2 x64')
  await ram.fill('1024')
  await disk.fill('10')
  await dialog.getByRole('button', { name: 'Create server' }).click()
  if (sandbox.dialect === 'real') {
    await expect(feedback('This image needs a disk of at least 20 GB')).toBeVisible()
    expect(sandbox.counter.count('POST', '/server')).toBe(0)
  } else {
    await expect(feedback('HDD: the image FreeBSD11x64 needs a disk of at least 20 GB')).toBeVisible()
  }

  // Backups are kept 7, 14, 21 or 28 days: a choice, not a number to guess.
  await disk.fill('20')
  await dialog.getByRole('switch', { name: 'Backups' }).click()
  await pick(app, dialog.getByTestId('create-server-backup-days'), '14', false)
  await dialog.getByRole('button', { name: 'Create server' }).click()
  await expect
    .poll(() => lastBody(sandbox, 'POST', '/server'))
    .toMatchObject({ Name: 'sizes-01', RAM: 1024, HDD: 20, isBackupActive: true, BackupPeriod: 14 })
  await expect(dialog.getByText('sizes-01 is being built; follow it in the task centre')).toBeVisible()
})

test('a rebuild from an image whose own minimum disk is larger than the server’s is refused, saying both sizes @dialects', async ({
  app,
  sandbox,
}) => {
  const staging = [...state(sandbox).servers.values()].find((s) => s.Name === 'staging-01')!
  await openServer(app, 'staging-01')
  await pick(app, app.getByTestId('rebuild-image'), 'Windows Server 2022 x64 (En)')
  if (sandbox.dialect === 'real') {
    // The list says the image's Hdd: the form refuses before anything is sent.
    await expect(app.getByTestId('rebuild-disk')).toHaveText(
      `This image needs a disk of at least 40 GB; the server has ${staging.HDD} GB (resize it first)`,
    )
    await expect(app.getByRole('button', { name: 'Rebuild…' })).toBeDisabled()
    return
  }
  const rebuild = await openDialog(app, 'Rebuild…', 'Rebuild staging-01')
  await rebuild.getByRole('textbox').fill('staging-01')
  await rebuild.getByRole('button', { name: 'Erase the disk and rebuild' }).click()
  await expect(app.getByText(/needs a disk of at least 40 GB; the server has 30 GB/).first()).toBeVisible()
  expect(staging.Image).not.toBe('WinServer2022x64En')
})

// Real dialect only: the seed's links carry no bandwidth, so there is no width to change there.
test('Change bandwidth says what the width is and may be, and reads the width the service applied back', async ({
  app,
  sandbox,
}) => {
  const web = [...state(sandbox).servers.values()].find((s) => s.Name === 'web-01')!
  const { form } = await actionFormOf(app, 'web-01')
  await form.getByRole('radio', { name: 'Change bandwidth', exact: true }).check({ force: true })
  const links = form.getByRole('radio', { name: /Shared public network/ })
  await links.first().check({ force: true })
  const note = form.getByTestId('bandwidth-applied')
  await expect(note).toContainText('The width of this connection, 10 to 1000 Mbit/s in steps of 10')
  await expect(note).not.toContainText('public source')
  await form.getByRole('textbox', { name: 'Bandwidth' }).fill('100')
  await form.getByRole('button', { name: 'Run action' }).click()
  await expect
    .poll(() => lastBody(sandbox, 'POST', `/server/${web.ID}/action`))
    .toMatchObject({ Type: 'EditNetworkBandwidth', Bandwidth: 100, NetworkBandwidth: 100 })
  await expect(app.getByRole('row', { name: /^Bandwidth change Completed/ })).toBeVisible({ timeout: 20_000 })
  // What the service applied is read back with the server: the form shows it.
  await form.getByRole('radio', { name: 'Change bandwidth', exact: true }).check({ force: true })
  await links.first().check({ force: true })
  await expect(note).toContainText('Now: 100 Mbit/s.')
})

test('a zone is created in one request with both names; SRV goes out bare and reads back with the underscores @dialects', async ({
  app,
  sandbox,
}) => {
  const create = await openDialogFrom(app, 'DNS zones', 'Create zone', 'Create a DNS zone')
  await create.getByRole('textbox', { name: 'Domain name' }).fill('fresh.example')
  await closeWith(create, 'Create zone')
  expect(lastBody(sandbox, 'POST', '/dns')).toEqual({
    Name: 'fresh.example',
    DomainName: 'fresh.example',
    Migrate: false,
  })
  expect(sandbox.counter.count('POST', '/dns')).toBe(1)

  const add = await addRecordDialog(app, 'fresh.example')
  await add.getByText('SRV', { exact: true }).click()
  const fill = { Service: '_sip', Name: '@', Priority: '1', Weight: '5', Port: '5060', 'Target host': 'sip' }
  for (const [field, value] of Object.entries(fill))
    await add.getByRole('textbox', { name: field, exact: true }).fill(value)
  await add.getByRole('button', { name: 'Add record' }).click()
  await expect(add).toBeHidden()
  expect(lastBody(sandbox, 'POST', '/dns/recordsrv')).toMatchObject({ Service: 'sip', Proto: 'tcp' })
  const zone = [...state(sandbox).zones.values()].find((z) => z.Name === 'fresh.example')!
  expect(zone.LinkedRecords.map((r) => r.CanonicalDescription)).toContain(
    '_sip._tcp.fresh.example. 3600 IN SRV 1 5 5060 sip.fresh.example.',
  )
  await expect(listRow(app, /_sip\._tcp/)).toBeVisible()
})

test('images: the list says when it cannot tell whose an image is; a key stored without its type word has a fingerprint @dialects', async ({
  app,
  sandbox,
}) => {
  // The service may keep a key without its leading type word: the fingerprint is worked out from the key data.
  const key = [...state(sandbox).sshKeys.values()].find((k) => k.Title === 'Anna laptop')!
  key.PublicKey = key.PublicKey.replace(/^ssh-ed25519 /, '')
  await open(app, 'Images')
  const templates = app.getByTestId('images-owner-unknown')
  if (sandbox.dialect === 'real') {
    await expect(templates).toContainText('The service does not say which images are yours')
    await app.getByRole('searchbox', { name: 'Search Public templates' }).fill('web-template')
    await expect(
      app.getByRole('region', { name: 'Public templates' }).getByRole('row', { name: /web-template/ }),
    ).toContainText('Owner unknown')
    await app.getByRole('button', { name: 'web-template' }).click()
    // Owner unknown: said in the list and on the pane, and no Delete offered (row 7 of issue 52).
    await expect(app.getByTestId('image-owner-unknown')).toContainText('Owner unknown')
    await expect(app.getByRole('button', { name: 'Delete image…' })).toHaveCount(0)
    await expect(app.getByText('Smallest disk')).toBeVisible()
  } else {
    // The seed dialect marks its own images: listed as the account's, in the tree too. Its templates carry no
    // flag either way, so the templates' table still says it cannot tell whose they are.
    await app.keyboard.press('ArrowRight')
    await expect(row(app, 'web-template')).toBeVisible()
    await expect(
      app.getByRole('region', { name: 'Your images' }).getByRole('button', { name: 'web-template' }),
    ).toBeVisible()
    await expect(templates).toContainText('The service does not say which images are yours')
  }
  await app.keyboard.press('F5')
  await open(app, 'SSH keys')
  const table = app.getByRole('region', { name: 'SSH keys' })
  await expect(table.getByRole('row', { name: /Anna laptop/ })).toContainText(
    'SHA256:rxOHMMWOHDrBMNznJZmbYEkVU+RGkJXQRxMrFickemk',
  )
  await expect(table.getByRole('row', { name: /Anna laptop/ })).toContainText('Ed25519')
})

// Real dialect only: the seed's account has no BalanceTillDateUtc. West of UTC, where midnight UTC is the day before.
test.describe('west of UTC', () => {
  test.use({ timezoneId: 'America/New_York' })
  test('the day the money runs out, written without a time, is shown as that very day', async ({ app, sandbox }) => {
    const account = (await (
      await fetch(`${sandbox.baseUrl}/account`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } })
    ).json()) as { BalanceTillDateUtc: string }
    expect(account.BalanceTillDateUtc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [year, month, day] = account.BalanceTillDateUtc.split('-').map(Number) as [number, number, number]
    const shown = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    expect(await app.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York')
    await expect(app.getByTestId('funds-until')).toContainText(shown)
  })
})
