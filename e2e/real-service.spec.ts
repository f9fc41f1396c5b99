import type { Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import {
  actionFormOf,
  addRecordDialog,
  editRecord,
  listRow,
  rowStartingWith as row,
  openPath,
  openStorage,
} from './tree'
import { closeWith, openDialog } from './dialogs'

/**
 * What an administrator with a real token meets on day one: the service's own meanings (REAL-API.md). Tagged
 * @dialects: these journeys run against the simulator speaking the live service and again speaking the seed.
 */

const open = (app: Page, ...path: string[]) => openPath(app, path, row)

const state = (sandbox: SandboxHandle) => sandbox.state(DEMO_TOKEN)
const zoneNamed = (sandbox: SandboxHandle, name: string) =>
  [...state(sandbox).zones.values()].find((z) => z.Name === name)!
/** Opens the demo customer's object storage; its state in the simulator. */
const lastBody = (sandbox: SandboxHandle, method: string, path: string) =>
  JSON.parse(sandbox.requests.last(method, path)!.body) as Record<string, unknown>

test('creates a CNAME www → @ with the body the service expects, and shows it the right way round @dialects', async ({
  app,
  sandbox,
}) => {
  const dialog = await addRecordDialog(app, 'example.org')
  await dialog.getByText('CNAME', { exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('docs')
  await dialog.getByRole('textbox', { name: 'Points to' }).fill('@')
  await dialog.getByRole('button', { name: 'Add record' }).click()
  await expect(dialog).toBeHidden()
  // The service reads Name as the target and MnemonicName as the alias.
  expect(lastBody(sandbox, 'POST', '/dns/recordcname')).toMatchObject({ Name: '@', MnemonicName: 'docs' })
  const zone = zoneNamed(sandbox, 'example.org')
  await expect(listRow(app, /docs.*@/)).toBeVisible()
  expect(
    zone.LinkedRecords.some((r) => r.TypeRecord === 'CNAME' && r.CanonicalDescription.startsWith('docs.example.org.')),
  ).toBe(true)
})

test('edits a TXT record: shown without the service’s quotes, sent back without doubling them @dialects', async ({
  app,
  sandbox,
}) => {
  await open(app, 'DNS zones', 'example.com')
  const dialog = await editRecord(app, 'TXT record _dmarc')
  const text = dialog.getByRole('textbox', { name: 'Text' })
  await expect(text).toHaveValue('v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com')
  await text.fill('v=DMARC1; p=reject')
  await dialog.getByRole('button', { name: 'Save record' }).click()
  await expect(dialog).toBeHidden()
  expect(lastBody(sandbox, 'PUT', '/dns/recordtxt/*')).toMatchObject({ Text: 'v=DMARC1; p=reject' })
  const stored = zoneNamed(sandbox, 'example.com').LinkedRecords.find(
    (r) => r.TypeRecord === 'TXT' && r.Text.includes('p=reject'),
  )!
  expect(stored.Text).toBe('v=DMARC1; p=reject')
  // And again: what the pane shows is still unquoted after the re-read, so a second edit sends no quotes either.
  await expect(listRow(app, /_dmarc.*"v=DMARC1; p=reject"/)).toBeVisible()
  await app.getByRole('button', { name: 'Edit TXT record _dmarc' }).click()
  await expect(text).toHaveValue('v=DMARC1; p=reject')
})

test('shows the storage’s Swift and S3 credentials, secrets hidden until revealed @dialects', async ({
  app,
  sandbox,
}) => {
  const { storage, shown } = await openStorage(app, sandbox)
  const pane = app.getByRole('region', { name: shown, exact: true })
  const swift = pane.getByRole('group', { name: 'Swift API' })
  const s3 = pane.getByRole('group', { name: 'S3 API' })
  const owner = storage.Owner
  await expect(swift).toContainText(owner.NativeApiConnection.Endpoint)
  await expect(s3).toContainText(owner.CompatApiConnection.AccessKey)
  await expect(s3).not.toContainText(owner.CompatApiConnection.SecretKey)
  await s3.getByRole('button', { name: 'Show S3 API · Secret key' }).click()
  await expect(s3).toContainText(owner.CompatApiConnection.SecretKey)
})

test('resets a storage password: the service generates it, PersistPassword is a flag, the new one is shown once @dialects', async ({
  app,
  sandbox,
}) => {
  await openStorage(app, sandbox)
  const dialog = await openDialog(app, 'Reset password of backup', 'Reset the password of backup')
  await expect(dialog.getByRole('textbox')).toHaveCount(0)
  await dialog.getByRole('checkbox', { name: /Keep the new password readable/ }).check()
  await dialog.getByRole('button', { name: 'Reset password' }).click()
  const shown = app.getByRole('dialog', { name: 'Password of backup' })
  await expect(shown.getByRole('alert')).toContainText('The service keeps this password')
  expect(lastBody(sandbox, 'POST', '/storage/users/*/change-password')).toEqual({ PersistPassword: true })
  const backup = [...state(sandbox).storageUsers.values()].find((u) => u.Name === 'backup')!
  await expect(shown).toContainText(backup.Password)
  await closeWith(shown, 'I have saved it')
})

test('disconnects the shared public network with NetworkID null, whatever id the service gives it @dialects', async ({
  app,
  sandbox,
}) => {
  const web2 = [...state(sandbox).servers.values()].find((s) => s.Name === 'web-02')!.ID
  const { form } = await actionFormOf(app, 'web-02')
  await form.getByRole('radio', { name: 'Connect a network', exact: true }).check({ force: true })
  // web-02 is on the shared network already: it is not offered again.
  await expect(form.getByRole('radio', { name: /Shared public network/ })).toHaveCount(0)
  await form.getByRole('radio', { name: 'Disconnect a network' }).check({ force: true })
  await form.getByRole('radio', { name: /Shared public network/ }).check({ force: true })
  await form.getByRole('button', { name: 'Run action' }).click()
  await app.getByRole('dialog').getByRole('button', { name: 'Disconnect a network' }).click()
  await expect
    .poll(() => sandbox.requests.last('POST', `/server/${web2}/action`)?.body)
    .toBe(JSON.stringify({ Type: 'RemoveNetwork', NetworkID: null }))
})
