import type { Locator, Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { actionFormOf, openPath, openServer, openZone, row } from './tree'
import { openDialog } from './dialogs'

/**
 * Once per intent: a double-click (Playwright's `dblclick`) or two clicks in a row (two real mouse clicks, the
 * second not waiting for anything the first did) on every kind of submit — a form dialog, a confirmation, a
 * one-click button, the confirmations that say what a change costs or removes — sends ONE request.
 */

/** Two real clicks on the middle of `target`, the second sent at once, before anything the first started. */
async function twoClicks(app: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await app.mouse.click(x, y)
  await app.mouse.click(x, y)
}

/**
 * The simulator got exactly `n` requests of this route pattern ('/server/:id/action'). Bound by events, not time: the window already showed the answer
 * (the caller waited for it), and a refresh asked for afterwards reached the simulator, so a second request the
 * clicks had started would have arrived before it.
 */
async function exactly(app: Page, sandbox: SandboxHandle, method: string, route: string, n: number): Promise<void> {
  await expect.poll(() => sandbox.counter.count(method, route)).toBeGreaterThanOrEqual(n)
  sandbox.requests.clear()
  // F5 while a re-read is still under way joins it (its reads may all have left before the clear): pressed again
  // until a read of its own reaches the simulator.
  await expect(async () => {
    await app.keyboard.press('F5')
    expect(sandbox.requests.all().filter((r) => r.method === 'GET').length).toBeGreaterThan(0)
  }).toPass({ timeout: 20_000 })
  expect(sandbox.counter.count(method, route)).toBe(n)
}

/** The dialog closed, and the simulator got exactly `n` requests of the route (see `exactly`). */
async function closedHavingSent(
  dialog: Locator,
  app: Page,
  sandbox: SandboxHandle,
  method: string,
  route: string,
  n: number,
): Promise<void> {
  await expect(dialog).toBeHidden()
  await exactly(app, sandbox, method, route, n)
}

/** naive-ui's confirmation dialogs carry no accessible name: one by its title text. */
const confirmation = (app: Page, title: string) => app.getByRole('dialog').filter({ hasText: title })

const open = (app: Page, ...path: string[]) => openPath(app, path)

async function orderDialog(app: Page, domain: string): Promise<Locator> {
  const list = app.getByRole('region', { name: 'SSL certificates' })
  await list.getByRole('button', { name: 'Order PositiveSSL', exact: true }).click()
  const order = app.getByRole('dialog', { name: 'Order an SSL certificate' })
  await order.getByRole('textbox', { name: 'Domain' }).fill(domain)
  await order.getByRole('radio', { name: /^DNS record/ }).check()
  return order
}

test('form dialogs: a paid SSL order double-clicked, or clicked twice, is ordered once; a clone once', async ({
  app,
  sandbox,
}) => {
  await row(app, 'SSL certificates').click()
  const catalogue = app.getByRole('region', { name: 'Products catalogue' })
  await catalogue.getByRole('button', { name: 'Show the catalogue' }).click()
  await expect(catalogue).toContainText('PositiveSSL Wildcard')

  const first = await orderDialog(app, 'secure.example.com')
  await first.getByRole('button', { name: /^Order for/ }).dblclick()
  await closedHavingSent(first, app, sandbox, 'POST', '/ssl', 1)

  await row(app, 'SSL certificates').click()
  const second = await orderDialog(app, 'shop.example.com')
  await twoClicks(app, second.getByRole('button', { name: /^Order for/ }))
  await closedHavingSent(second, app, sandbox, 'POST', '/ssl', 2)
  const domains = [...sandbox.state(DEMO_TOKEN).certificates.values()].map((c) => c.Domain)
  expect(domains.filter((d) => d === 'secure.example.com')).toHaveLength(1)
  expect(domains.filter((d) => d === 'shop.example.com')).toHaveLength(1)

  await openServer(app, 'web-01')
  const clone = await openDialog(app, 'Clone…', 'Clone web-01')
  await twoClicks(app, clone.getByRole('button', { name: 'Clone', exact: true }))
  await closedHavingSent(clone, app, sandbox, 'POST', '/server/:id/copy', 1)
})

test('a confirmation: Run action double-clicked asks once, and Reboot double-clicked reboots once', async ({
  app,
  sandbox,
}) => {
  const { form, action } = await actionFormOf(app, 'web-01')
  await action('Reboot').check({ force: true })
  await form.getByRole('button', { name: 'Run action' }).dblclick()
  const confirm = confirmation(app, 'Reboot web-01?')
  await expect(confirm).toHaveCount(1)
  await confirm.getByRole('button', { name: 'Reboot' }).dblclick()
  // The answer is in once the form lets go of the action it sent.
  await expect(action('Reboot')).not.toBeChecked()
  expect(JSON.parse(sandbox.requests.last('POST', '/server/*/action')!.body)).toMatchObject({ Type: 'PowerReboot' })
  await exactly(app, sandbox, 'POST', '/server/:id/action', 1)
  await expect(confirmation(app, 'Reboot web-01?')).toHaveCount(0)
})

test('a one-click button: Disconnect clicked twice disconnects once', async ({ app, sandbox }) => {
  await open(app, 'Public networks', 'shop-frontend')
  const linked = app.getByRole('region', { name: 'Linked servers' })
  const disconnect = linked.getByRole('button', { name: 'Disconnect web-01 from this network' })
  await twoClicks(app, disconnect)
  await expect(app.getByText(/Disconnecting web-01/)).toBeVisible()
  await exactly(app, sandbox, 'POST', '/server/:id/action', 1)
})

test('storage activation asks first, says it is billed, and double-clicked activates once', async ({
  app,
  sandbox,
}) => {
  const customer = sandbox.state(DEMO_TOKEN)
  customer.storage = null
  customer.storageUsers.clear()
  await row(app, 'Object storage').click()
  // Read again now (a reload re-reads only what is older than the pane's freshness, on its own time).
  await app.getByTestId('refresh-control').getByRole('button', { name: 'Refresh' }).click()
  const pane = app.getByRole('region', { name: 'Object storage' })
  await expect(pane.getByText('Object storage is not activated')).toBeVisible({ timeout: 15_000 })
  await pane.getByRole('button', { name: 'Activate storage' }).click()
  const cost = confirmation(app, 'Activate object storage?')
  await expect(cost).toContainText('This starts a paid service')
  expect(sandbox.counter.count('POST', '/storage')).toBe(0)
  await cost.getByRole('button', { name: 'Activate and start billing' }).dblclick()
  await closedHavingSent(cost, app, sandbox, 'POST', '/storage', 1)
})

test('public-network deletion names the addresses and servers it removes, and double-clicked deletes once', async ({
  app,
  sandbox,
}) => {
  await open(app, 'Public networks', 'shop-frontend')
  await app.getByRole('button', { name: 'Delete network' }).click()
  const confirm = confirmation(app, 'Delete public network shop-frontend?')
  await expect(confirm).toContainText('releases its addresses (203.0.113.32/29')
  await expect(confirm).toContainText('The linked server loses them: web-01.')
  await confirm.getByRole('button', { name: 'Delete', exact: true }).dblclick()
  await expect(app.getByRole('heading', { name: 'Public networks', level: 1 })).toBeVisible()
  await exactly(app, sandbox, 'DELETE', '/publicnetwork/:id', 1)
})

test('a zone import that removes records says how many first, and applied twice over sends each change once', async ({
  app,
  sandbox,
}) => {
  await openZone(app)
  await app.getByTestId('import-zone').click()
  const dialog = app.getByTestId('import-dialog')
  await dialog.getByTestId('import-text').locator('textarea').fill('$ORIGIN example.com.\nonce 3600 IN A 192.0.2.7\n')
  await dialog.getByTestId('import-compare').click()
  const removeGroup = dialog.getByTestId('import-group-remove')
  await expect(removeGroup).toContainText(/To remove · \d+/)
  const removals = Number(/To remove · (\d+)/.exec((await removeGroup.textContent()) ?? '')![1])
  expect(removals).toBeGreaterThan(1)
  await removeGroup.getByRole('checkbox').first().click()
  await dialog.getByTestId('import-apply').dblclick()
  const confirm = confirmation(app, `Remove ${removals} records from example.com?`)
  await expect(confirm).toHaveCount(1)
  await expect(confirm).toContainText(`${removals} of the ${removals + 1} changes remove records`)
  expect(sandbox.counter.count('DELETE', '/dns/:domainId/:recordId')).toBe(0)
  await twoClicks(app, confirm.getByRole('button', { name: `Apply and remove ${removals}` }))
  await expect(dialog.getByTestId('import-finished')).toContainText(`${removals + 1} applied, 0 failed`, {
    timeout: 90_000,
  })
  await exactly(app, sandbox, 'DELETE', '/dns/:domainId/:recordId', removals)
  await exactly(app, sandbox, 'POST', '/dns/recorda', 1)
})
