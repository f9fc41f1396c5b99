import { readFile } from 'node:fs/promises'
import { addDemoCustomer } from './accounts'
import { axeClean, settled } from './dialogs'
import { expect, test } from './fixtures'

const CLIENT_TOKEN = 'client-e2e-token-bulk-tags'
test('one click tags servers of two accounts, the chips show it, and an export of both groups them by it, one more click takes it off; nothing reaches the service', async ({
  app,
  sandbox,
}) => {
  await addDemoCustomer(app, sandbox, 'Client', CLIENT_TOKEN)
  await app.getByTestId('home').click()
  await app.getByRole('button', { name: 'Bulk actions…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Bulk actions on servers' })
  await settled(dialog)
  const row = (account: string, name: string) =>
    dialog
      .getByRole('group', { name: new RegExp(account) })
      .getByRole('listitem')
      .filter({ hasText: name })
  await row('Demo', 'web-01').getByRole('checkbox').check()
  await row('Client', 'db-01').getByRole('checkbox').check()

  const bar = dialog.getByRole('region', { name: 'Tag the picked servers' })
  await bar.getByRole('textbox', { name: 'Tag for the picked servers' }).fill('two words')
  await expect(bar.getByRole('alert')).toContainText('no spaces')
  await expect(bar.getByRole('button', { name: 'Add to 2' })).toBeDisabled()
  await bar.getByRole('textbox', { name: 'Tag for the picked servers' }).fill('env=prod')
  await axeClean(app)
  sandbox.requests.clear()
  await bar.getByRole('button', { name: 'Add to 2' }).click()
  await expect(row('Demo', 'web-01').getByTestId('tag-chip')).toHaveText(['env=prod'])
  await expect(row('Client', 'db-01').getByTestId('tag-chip')).toHaveText(['env=prod'])
  await expect(row('Demo', 'web-02').getByTestId('tag-chip')).toHaveCount(0)

  // The picked servers of both accounts exported as the servers list exports them, grouped by the new tag.
  await dialog.getByTestId('bulk-export').click()
  const menu = app.getByRole('menu', { name: 'Export 2 picked servers' })
  const [download] = await Promise.all([
    app.waitForEvent('download'),
    menu.getByRole('menuitem', { name: 'Ansible inventory (INI)' }).click(),
  ])
  const path = await download.path()
  const inventory = await readFile(path, 'utf8')
  expect(inventory).toMatch(/^\[env_prod\]\nweb-01\ndb-01$/m)

  await bar.getByRole('button', { name: 'Remove from 2' }).click()
  await expect(row('Demo', 'web-01').getByTestId('tag-chip')).toHaveCount(0)
  await expect(row('Client', 'db-01').getByTestId('tag-chip')).toHaveCount(0)
  expect(sandbox.requests.all()).toHaveLength(0)
})
