import { addDemoCustomer } from './accounts'
import { axeClean, settled } from './dialogs'
import { DEMO_TOKEN, expect, test } from './fixtures'

const CLIENT_TOKEN = 'client-e2e-token-bulk'
test('a bulk reboot of 5 servers over 2 accounts with one failing sends 5 requests, reports 4 done and 1 failed, and retrying the failed one sends 1 more', async ({
  app,
  sandbox,
}) => {
  await addDemoCustomer(app, sandbox, 'Client', CLIENT_TOKEN)
  const db = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === 'db-01')
  sandbox.faults.set([{ method: 'POST', path: `/server/${db?.ID}/action`, kind: 'status5xx', status: 500, times: 1 }])
  const actions = () => sandbox.requests.all().filter((r) => r.method === 'POST' && r.route === '/server/:id/action')

  await app.getByTestId('home').click()
  await app.getByRole('button', { name: 'Bulk actions…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Bulk actions on servers' })
  await settled(dialog)
  const demo = dialog.getByRole('group', { name: /Demo/ })
  const client = dialog.getByRole('group', { name: /Client/ })
  for (const name of ['web-01', 'web-02', 'db-01'])
    await demo.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check()
  for (const name of ['web-01', 'web-02']) await client.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check()
  await expect(dialog.getByRole('radio', { name: 'Reboot' })).toBeChecked()
  await axeClean(app)
  await dialog.getByRole('button', { name: 'Review 5 servers' }).click()

  // One confirmation, per account: what happens there.
  await expect(dialog.getByRole('region', { name: 'Demo' })).toContainText('Reboot: 3 servers')
  await expect(dialog.getByRole('region', { name: 'Client' })).toContainText('Reboot: 2 servers')
  await axeClean(app)
  sandbox.requests.clear()
  await dialog.getByRole('button', { name: 'Reboot 5 servers' }).click()

  const summary = dialog.getByTestId('bulk-summary')
  await expect(summary).toHaveText('4 done, 1 failed, 0 waiting', { timeout: 20_000 })
  expect(actions()).toHaveLength(5)
  await expect(dialog.locator('[data-outcome="failed"]')).toContainText('db-01')

  await dialog.getByRole('button', { name: 'Retry the failed ones (1)' }).click()
  await expect(summary).toHaveText('5 done, 0 failed, 0 waiting', { timeout: 20_000 })
  expect(actions()).toHaveLength(6)
  // The set's task ends are told in one notice (the retried one's may come apart), never one per server.
  const notices = app.locator('.n-notification')
  await expect(notices.filter({ hasText: /A bulk action’s [45] tasks ended/ })).toHaveCount(1, { timeout: 30_000 })
  // No task end of its own (a warning of the fleet's, "example.org needs money", may show meanwhile: not a task's end).
  await expect(notices.filter({ hasText: / completed| failed/ }).filter({ hasNotText: /A bulk action’s/ })).toHaveCount(
    0,
  )

  // One journal entry for the set, whichever account's journal each item is in; expanded, every item.
  await app.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await app.getByTestId('journal-button').click()
  const set = app.getByTestId('journal').getByRole('row', { name: /Bulk action: .*6 changes in 2 accounts/ })
  await expect(set).toHaveCount(1)
  await expect(set).toContainText('5 done, 1 failed')
  await set.locator('.n-data-table-expand-trigger').click()
  await expect(app.getByTestId('journal-set').getByRole('listitem')).toHaveCount(6)
})
