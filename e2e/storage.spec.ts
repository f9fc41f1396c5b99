import type { Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const row = (app: Page, name: string) => app.getByRole('treeitem', { name: new RegExp(`^${escape(name)}(,|$)`) }).first()

const customer = (sandbox: SandboxHandle) => sandbox.state(DEMO_TOKEN)
const user = (sandbox: SandboxHandle, name: string) => [...customer(sandbox).storageUsers.values()].find((u) => u.Name === name)

/** Opens the storage pane from the tree (the storage row is named after the storage, its id by default). */
async function openStorage(app: Page, sandbox: SandboxHandle): Promise<string> {
  const name = customer(sandbox).storage!.Name
  await row(app, 'Object storage').click()
  if ((await row(app, 'Object storage').getAttribute('aria-expanded')) === 'false') await app.keyboard.press('ArrowRight')
  await row(app, name).click()
  await expect(app.getByRole('heading', { name })).toBeVisible()
  return name
}

/** naive-ui's confirmation dialogs carry no accessible name: find one by its title text. */
const confirmation = (app: Page, title: string) => app.getByRole('dialog').filter({ hasText: title })

test('shows the quota and the administrator’s connection data, secrets hidden until revealed and copyable', async ({ app, sandbox }, testInfo) => {
  // Chromium asks before a page may use the clipboard; Electron does not.
  if (testInfo.project.name !== 'electron') await app.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const name = await openStorage(app, sandbox)
  const pane = app.getByRole('region', { name })
  await expect(pane).toContainText(/Quota\W*No limit/)
  const owner = customer(sandbox).storage!.Owner
  await expect(pane).not.toContainText(owner.Password)

  const compat = pane.getByRole('group', { name: 'S3 API' })
  await expect(compat).toContainText(owner.CompatApiConnection.AccessKey)
  await expect(compat).not.toContainText(owner.CompatApiConnection.SecretKey)
  await compat.getByRole('button', { name: 'Show S3 API · Secret key' }).click()
  await expect(compat).toContainText(owner.CompatApiConnection.SecretKey)

  await pane.getByRole('group', { name: 'FTP' }).getByRole('button', { name: 'Copy FTP · Password' }).click()
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe(owner.FtpConnection.Password)
  await expect(pane).not.toContainText(owner.FtpConnection.Password)
})

test('creates a user; bad input is refused per field; the generated password is shown once', async ({ app, sandbox }) => {
  await openStorage(app, sandbox)
  await app.getByRole('button', { name: 'Create user' }).click()
  const dialog = app.getByRole('dialog', { name: 'Create a storage user' })
  const login = dialog.getByRole('textbox', { name: 'Login' })
  const password = dialog.getByRole('textbox', { name: 'Password' })
  await login.fill('-bad login')
  await password.fill('short')
  await dialog.getByRole('button', { name: 'Create user' }).click()
  await expect(dialog.getByText('Up to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit')).toBeVisible()
  await expect(dialog.getByText('At least 8 characters')).toBeVisible()
  expect(sandbox.requests.last('POST', '/storage/users')).toBeUndefined()

  await login.fill('alice')
  await password.fill('')
  await dialog.getByRole('button', { name: 'Create user' }).click()
  const shown = app.getByRole('dialog', { name: 'Password of alice' })
  await expect(shown.getByRole('alert')).toContainText('only once')
  await expect.poll(() => user(sandbox, 'alice')?.Password).toBeDefined()
  await expect(shown).toContainText(user(sandbox, 'alice')!.Password)
  expect(JSON.parse(sandbox.requests.last('POST', '/storage/users')!.body)).toEqual({ UserName: 'alice' })
  await shown.getByRole('button', { name: 'I have saved it' }).click()
  await expect(app.getByRole('button', { name: 'Open user alice' })).toBeVisible()
})

test('changes a user’s password, typed or generated, and shows the new one once', async ({ app, sandbox }) => {
  await openStorage(app, sandbox)
  await app.getByRole('button', { name: 'Change the password of backup' }).click()
  const dialog = app.getByRole('dialog', { name: 'Change the password of backup' })
  const field = dialog.getByRole('textbox', { name: 'New password' })
  await field.fill('has a space')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('No spaces')).toBeVisible()
  await field.fill('N3w-password')
  await dialog.getByRole('button', { name: 'Change password' }).click()
  const shown = app.getByRole('dialog', { name: 'Password of backup' })
  await expect(shown).toContainText('N3w-password')
  expect(user(sandbox, 'backup')!.Password).toBe('N3w-password')
  await shown.getByRole('button', { name: 'I have saved it' }).click()

  await app.getByRole('button', { name: 'Change the password of backup' }).click()
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect.poll(() => user(sandbox, 'backup')!.Password).not.toBe('N3w-password')
  await expect(shown).toContainText(user(sandbox, 'backup')!.Password)
})

test('blocks and unblocks a user, each followed as a task; deletes a user after confirming', async ({ app, sandbox }) => {
  await openStorage(app, sandbox)
  await app.getByRole('button', { name: 'Block user media' }).click()
  await expect.poll(() => user(sandbox, 'media')!.Tasks.map((t) => t.Type)).toContain('StorageUserBlock')
  await expect.poll(() => user(sandbox, 'media')!.State, { timeout: 15_000 }).toBe('Blocked')
  // The tracker re-reads the user when its task ends: the pane follows.
  await expect(app.getByRole('button', { name: 'Unblock user media' })).toBeVisible({ timeout: 15_000 })

  await app.getByRole('button', { name: /^Tasks/ }).click()
  const centre = app.getByRole('dialog', { name: 'Task centre' })
  await expect(centre.getByRole('listitem', { name: 'Block of user media' })).toBeVisible()
  await centre.getByRole('button', { name: 'close' }).click()

  await app.getByRole('button', { name: 'Unblock user media' }).click()
  await expect.poll(() => user(sandbox, 'media')!.State, { timeout: 15_000 }).toBe('Active')
  await expect(app.getByRole('button', { name: 'Block user media' })).toBeVisible({ timeout: 15_000 })

  // From the user's own pane this time.
  await app.getByRole('button', { name: 'Open user media' }).click()
  const pane = app.getByRole('region', { name: 'media', exact: true })
  await expect(pane).toContainText(user(sandbox, 'media')!.FtpConnection.Login)
  await pane.getByRole('button', { name: 'Delete user media' }).click()
  await confirmation(app, 'Delete user media?').getByRole('button', { name: 'Delete user' }).click()
  await expect.poll(() => user(sandbox, 'media')).toBeUndefined()
  await expect(row(app, 'media')).toBeHidden()
})

test('deactivates behind the typed storage name, then activates again as a followed task', async ({ app, sandbox }) => {
  const name = await openStorage(app, sandbox)
  await app.getByRole('button', { name: 'Deactivate storage' }).click()
  const confirm = app.getByRole('dialog', { name: 'Deactivate object storage?' })
  await confirm.getByRole('textbox', { name: 'Confirmation text' }).fill(name)
  await confirm.getByRole('button', { name: 'Deactivate storage' }).click()
  await expect.poll(() => customer(sandbox).storage, { timeout: 15_000 }).toBeNull()

  // Not activated: the same pane now offers activation.
  const pane = app.getByRole('region', { name: 'Object storage' })
  await expect(pane.getByText('Object storage is not activated')).toBeVisible({ timeout: 15_000 })
  await pane.getByRole('button', { name: 'Activate storage' }).click()
  await expect.poll(() => sandbox.requests.last('POST', '/storage')?.headers['content-length']).toBe('0')
  await expect.poll(() => customer(sandbox).storage?.State, { timeout: 15_000 }).toBe('Activated')
  // The tracker re-reads the storage when activation ends: the pane shows the new storage, activated.
  const fresh = app.getByRole('region', { name: customer(sandbox).storage!.Name, exact: true })
  await expect(fresh.getByText('Activated', { exact: true })).toBeVisible({ timeout: 15_000 })
  await app.getByRole('button', { name: /^Tasks/ }).click()
  const centre = app.getByRole('dialog', { name: 'Task centre' })
  await expect(centre.getByRole('listitem', { name: 'Deactivation of object storage', exact: true })).toBeVisible()
  await expect(centre.getByRole('listitem', { name: 'Activation of object storage', exact: true })).toBeVisible()
})
