import type { Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { openDialogFrom, openPath, row } from './tree'

const open = (app: Page, ...path: string[]) => openPath(app, path)

test('a private network shows its details and linked servers with IP, MAC and link state', async ({ app }) => {
  await open(app, 'Private networks', 'app-backend')
  await expect(app.getByRole('heading', { name: 'app-backend' })).toBeVisible()
  await expect(app.getByText('255.255.255.0')).toBeVisible()
  // The list gives no CIDR for a private network: its range is said from its gateway and mask.
  await expect(app.getByText('10.0.1.0/24', { exact: true })).toBeVisible()
  const linked = app.getByRole('region', { name: 'Linked servers' })
  await expect(linked.getByRole('row', { name: /web-01/ })).toContainText('10.0.1.2')
  await expect(linked.getByRole('row', { name: /web-01/ })).toContainText(/52:54:00(:[0-9a-f]{2}){3}/)
  await expect(linked.getByRole('row', { name: /db-01/ })).toContainText('Active')
  // The tree lists them under the network, too; a server opens from there.
  await app.keyboard.press('ArrowRight')
  await expect(row(app, 'db-01')).toHaveAccessibleName(/10\.0\.1\.4/)
  await linked.getByRole('button', { name: 'db-01', exact: true }).click()
  await expect(app.getByRole('heading', { name: 'db-01' })).toBeVisible()
})

test('creates a private network in the location picked, after refusing a bad name @dialects', async ({
  app,
  sandbox,
}) => {
  const dialog = await openDialogFrom(app, 'Private networks', 'Create network', 'Create a private network')
  await dialog.getByRole('button', { name: 'Create network' }).click()
  await expect(dialog.getByText('Give the network a name')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Network name' }).fill('x'.repeat(65))
  await expect(dialog.getByText('Keep the name to 64 characters')).toBeVisible()
  expect(sandbox.counter.count('POST', '/network')).toBe(0)

  await dialog.getByRole('textbox', { name: 'Network name' }).fill('lab-net')
  await expect(dialog.getByRole('radio', { name: /^St\. Petersburg/ }).first()).toBeChecked()
  await dialog.getByRole('switch', { name: 'DHCP server' }).click()
  await dialog.getByRole('radio', { name: /Moscow/ }).check({ force: true })
  const moscow = sandbox.dialect === 'real' ? 'DsMsk' : 'SdnMsk'
  await dialog.getByRole('button', { name: 'Create network' }).click()

  await expect
    .poll(() => sandbox.requests.last('POST', '/network')?.body)
    .toBe(JSON.stringify({ Name: 'lab-net', IsDHCP: false, DCLocation: moscow }))
  await expect(dialog).toBeHidden()
  await expect(app.getByRole('heading', { name: 'lab-net' })).toBeVisible()
  const made = [...sandbox.state(DEMO_TOKEN).networks.values()].find((n) => n.Name === 'lab-net')
  expect(made).toMatchObject({ IsDHCP: false })
  // Built a moment later; the tree re-reads until it is.
  await expect(row(app, 'lab-net')).not.toHaveAccessibleName(/New/, { timeout: 20_000 })
})

test('a new network goes to St. Petersburg unless another location is picked', async ({ app, sandbox }) => {
  const dialog = await openDialogFrom(app, 'Private networks', 'Create network', 'Create a private network')
  await dialog.getByRole('textbox', { name: 'Network name' }).fill('spb-net')
  await dialog.getByRole('textbox', { name: 'Network name' }).press('Enter')
  await expect
    .poll(() => sandbox.requests.last('POST', '/network')?.body)
    .toBe(JSON.stringify({ Name: 'spb-net', IsDHCP: true, DCLocation: 'SdnSpb' }))
})

test('deletes a public network after confirming, and follows it until it is gone', async ({ app, sandbox }) => {
  const network = [...sandbox.state(DEMO_TOKEN).publicNetworks.values()][0]!
  await open(app, 'Public networks', 'shop-frontend')
  await expect(app.getByRole('region', { name: 'Linked servers' }).getByRole('row', { name: /web-01/ })).toBeVisible()
  await app.getByRole('button', { name: 'Delete network' }).click()
  const dialog = app.getByRole('dialog')
  await expect(dialog).toContainText('Delete public network shop-frontend?')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(sandbox.counter.count('DELETE', '/publicnetwork/:id')).toBe(0)

  await app.getByRole('button', { name: 'Delete network' }).click()
  await app.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
  await expect
    .poll(() => sandbox.requests.last('DELETE', '/publicnetwork/*')?.path)
    .toBe(`/publicnetwork/${network.ID}`)
  // Back to the list, as after every delete; the network leaves it when the task ends.
  await expect(app.getByRole('heading', { name: 'Public networks', level: 1 })).toBeVisible()
  await expect.poll(() => sandbox.state(DEMO_TOKEN).publicNetworks.has(network.ID), { timeout: 15_000 }).toBe(false)
  await expect(app.getByText('This resource no longer exists')).toHaveCount(0)
})
