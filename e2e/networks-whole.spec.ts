import type { Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { row, openPath } from './tree'
import { openDialog } from './dialogs'

const open = (app: Page, ...path: string[]) => openPath(app, path)

test('renames a private network, then deletes it after disconnecting its servers as tasks @dialects', async ({
  app,
  sandbox,
}) => {
  test.setTimeout(120_000)
  await open(app, 'Private networks', 'app-backend')
  const rename = await openDialog(app, 'Rename', 'Rename network app-backend')
  const name = rename.getByRole('textbox', { name: 'Network name' })
  const other = [...sandbox.state(DEMO_TOKEN).networks.values()].find((n) => n.Name !== 'app-backend')!.Name
  await name.fill(other)
  await expect(rename.getByText('Another network already has this name')).toBeVisible()
  await name.fill('core-net')
  await rename.getByRole('button', { name: 'Rename' }).click()
  // The live service answers the rename with an empty 200 (the real dialect does): a success, not an uncertainty.
  await expect(rename).toBeHidden()
  await expect(app.getByRole('heading', { name: 'core-net', exact: true })).toBeVisible()
  expect(JSON.parse(sandbox.requests.last('PUT', '/network/*')!.body)).toEqual({ Name: 'core-net' })

  const remove = await openDialog(app, 'Delete network', 'Delete private network core-net?')
  await expect(remove.getByRole('list', { name: 'Connected servers' })).toContainText('web-01')
  await remove.getByRole('textbox').fill('core-net')
  await remove.getByRole('button', { name: 'Delete network' }).click()
  // The service refuses while servers are linked, in its own words.
  await expect(remove).toContainText('The network has connected servers')
  await remove.getByRole('button', { name: /^Disconnect \d server/ }).click()
  await expect(remove.getByRole('list', { name: 'Connected servers' })).toBeHidden({ timeout: 15_000 })
  await remove.getByRole('button', { name: 'Delete network' }).click()
  // An empty 200 to the delete is its success: the window says so and shows the list, not a vanished resource.
  await expect(remove).toBeHidden()
  await expect(app.getByText('Network core-net deleted')).toBeVisible()
  await expect(app.getByRole('heading', { name: 'Private networks', exact: true })).toBeVisible()
  await expect(app.getByText(/removed outside Hostdeck/)).toHaveCount(0)
  await expect(row(app, 'core-net')).toHaveCount(0)
  expect([...sandbox.state(DEMO_TOKEN).networks.values()].some((n) => n.Name === 'core-net')).toBe(false)
})

test('orders a public network, then renames it and changes its bandwidth @dialects', async ({ app, sandbox }) => {
  await open(app, 'Public networks')
  const order = await openDialog(app, 'Order public network', 'Order a public network')
  await order.getByRole('textbox', { name: 'Network name' }).fill('edge')
  await order.getByRole('radio', { name: /^16 addresses/ }).check()
  const bandwidth = order.getByRole('textbox', { name: 'Bandwidth' })
  await bandwidth.fill('15')
  await order.getByRole('button', { name: 'Order network' }).click()
  await expect(order.getByText('Choose a bandwidth from 10 to 1000 Mbit/s in steps of 10')).toBeVisible()
  expect(sandbox.requests.last('POST', '/publicnetwork')).toBeUndefined()
  await bandwidth.fill('300')
  await order.getByRole('button', { name: 'Order network' }).click()
  await expect(order).toBeHidden()
  // The block by the service's name for it (a /28 holds 16 addresses).
  expect(JSON.parse(sandbox.requests.last('POST', '/publicnetwork')!.body)).toMatchObject({
    Name: 'edge',
    NetworkCapacity: 'Network28',
    Bandwidth: 300,
  })
  await expect(app.getByRole('heading', { name: 'edge', exact: true })).toBeVisible()
  await expect(
    app.getByRole('region', { name: 'edge' }).getByRole('cell', { name: 'Active', exact: true }),
  ).toBeVisible({ timeout: 15_000 })

  const edit = await openDialog(app, 'Edit', 'Rename or change bandwidth')
  await edit.getByRole('textbox', { name: 'Network name' }).fill('edge-2')
  await edit.getByRole('textbox', { name: 'Bandwidth' }).fill('500')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  expect(JSON.parse(sandbox.requests.last('PUT', '/publicnetwork/*')!.body)).toEqual({ Name: 'edge-2', Bandwidth: 500 })
  await expect(app.getByRole('heading', { name: 'edge-2', exact: true })).toBeVisible()
  await expect(app.getByText('500 Mbit/s')).toBeVisible()
  // The size as the service names it, and in addresses.
  await expect(app.getByText(sandbox.dialect === 'real' ? '16 addresses (Network28)' : /^16$/)).toBeVisible()

  // Only the bandwidth changed: the name goes along, as the provider's page and C1 send them.
  const again = await openDialog(app, 'Edit', 'Rename or change bandwidth')
  await again.getByRole('textbox', { name: 'Bandwidth' }).fill('200')
  await again.getByRole('button', { name: 'Save' }).click()
  await expect(again).toBeHidden()
  await expect
    .poll(() => JSON.parse(sandbox.requests.last('PUT', '/publicnetwork/*')!.body) as unknown)
    .toEqual({ Name: 'edge-2', Bandwidth: 200 })
  await expect(app.getByText('200 Mbit/s')).toBeVisible()
})
