import { axeClean, settled } from './dialogs'
import { expect, test } from './fixtures'

test('a bulk delete sends nothing until the phrase is typed, then one request per server', async ({ app, sandbox }) => {
  const deletes = () => sandbox.requests.all().filter((r) => r.method === 'DELETE')
  await app.getByTestId('home').click()
  await app.getByRole('button', { name: 'Bulk actions…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Bulk actions on servers' })
  await settled(dialog)
  const demo = dialog.getByRole('group', { name: /Demo/ })
  for (const name of ['staging-01', 'backup-01'])
    await demo.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check()
  await dialog.getByRole('radio', { name: 'Delete' }).check()
  await dialog.getByRole('button', { name: 'Review 2 servers' }).click()

  sandbox.requests.clear()
  const send = dialog.getByRole('button', { name: 'Delete 2 servers' })
  await expect(send).toBeDisabled()
  await axeClean(app)
  const phrase = dialog.getByRole('textbox', { name: 'Phrase to confirm the deletion' })
  await phrase.fill('delete 3 servers')
  await expect(send).toBeDisabled()
  await phrase.fill('Delete  2 servers')
  await send.click()
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('2 done, 0 failed, 0 waiting', { timeout: 20_000 })
  expect(deletes()).toHaveLength(2)
})
