import type { Locator, Page } from '@playwright/test'
import { openDialog } from './dialogs'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect } from './fixtures'

/** A string as a literal part of a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A row of a pane's list (a zone's records, a storage's users…) by its name. The zone pane's "Is it live?" card has
 * rows for the same records once a change's check has run, which it may or may not have by the time a test looks.
 */
export const listRow = (app: Page, name: RegExp) => app.locator('.data-list').getByRole('row', { name })

/** A tree row by its name: the accessible name starts with it, then address, state, count (after a comma). */
export const row = (app: Page, name: string) =>
  app.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}(,|$)`) }).first()

/** A tree row whose name starts with `name` followed by a comma or a space (a record row: "www A 203.0.113.10"). */
export const rowStartingWith = (app: Page, name: string) =>
  app.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}(,| |$)`) }).first()

/** Clicks a row and opens it, as a user would with the arrow key. */
export async function expand(app: Page, name: string): Promise<void> {
  await rowStartingWith(app, name).click()
  if ((await rowStartingWith(app, name).getAttribute('aria-expanded')) === 'false')
    await app.keyboard.press('ArrowRight')
}

/** Folds those of the category rows that are open, so the next rows are in sight of the (virtual) tree. */
export async function foldCategories(app: Page, categories: string[]): Promise<void> {
  for (const category of categories) {
    if ((await row(app, category).getAttribute('aria-expanded')) === 'true') {
      await row(app, category).click()
      await app.keyboard.press('ArrowLeft')
    }
  }
}

/** Walks a path of rows (found by `find`): clicks each and opens every one but the last, as a user would with the arrow key. */
export async function openPath(
  app: Page,
  path: string[],
  find: (app: Page, name: string) => Locator = row,
): Promise<void> {
  for (const [index, name] of path.entries()) {
    await find(app, name).click()
    if (index < path.length - 1 && (await find(app, name).getAttribute('aria-expanded')) === 'false')
      await app.keyboard.press('ArrowRight')
  }
}

/** Clicks a tree row, then the button on its pane that opens a dialog; the dialog, by their accessible names. */
export async function openDialogFrom(app: Page, name: string, button: string, dialog: string): Promise<Locator> {
  await row(app, name).click()
  return openDialog(app, button, dialog)
}

/** Opens a server's page from the tree and waits for its heading. */
export async function openServer(app: Page, name: string): Promise<void> {
  await expand(app, 'Servers')
  await row(app, name).click()
  await expect(app.getByRole('heading', { name })).toBeVisible()
}

/** Opens a server's page: its "Run an action" form, and the form's choice of an action by the start of its name. */
export async function actionFormOf(app: Page, name: string) {
  await openServer(app, name)
  const form = app.getByRole('region', { name: 'Run an action' })
  return { form, action: (label: string) => form.getByRole('radio', { name: new RegExp(`^${label}`) }) }
}

/** Clicks a list's row in the tree; its pane, a region of the same name. */
export async function listPane(app: Page, name: string): Promise<Locator> {
  await row(app, name).click()
  return app.getByRole('region', { name })
}

/** Opens a DNS zone from the tree and waits for its pane. */
export async function openZone(app: Page, zone = 'example.com'): Promise<void> {
  await expand(app, 'DNS zones')
  await expand(app, zone)
  await expect(app.getByRole('heading', { name: zone })).toBeVisible()
}

/** Opens the edit form of a record in the open zone's pane ("A record shop") and answers its dialog. */
export async function editRecord(app: Page, record: string): Promise<Locator> {
  return openDialog(app, `Edit ${record}`, `Edit ${record}`)
}

/** Opens example.com, changes its A record `host` to `ip` through the edit form, and waits for the form to close. */
export async function changeARecord(app: Page, host: string, ip: string): Promise<void> {
  await openZone(app)
  const dialog = await editRecord(app, `A record ${host}`)
  await dialog.getByRole('textbox', { name: 'IPv4 address' }).fill(ip)
  await dialog.getByRole('button', { name: 'Save record' }).click()
  await expect(dialog).toBeHidden()
}

/** Opens a zone (see openZone) and its Add record dialog; the dialog. */
export async function addRecordDialog(app: Page, zone: string): Promise<Locator> {
  await openZone(app, zone)
  return openDialog(app, 'Add record', `Add a record to ${zone}`)
}

/**
 * Opens the Demo's storage pane from the tree: the service names the storage by a number (its id), which the row
 * and the pane say in words ("Storage No. 10057"). Returns the service's record, its name (typed to confirm) and
 * the shown one.
 */
export async function openStorage(app: Page, sandbox: SandboxHandle) {
  const storage = sandbox.state(DEMO_TOKEN).storage!
  const shown = /^\d+$/.test(storage.Name) ? `Storage No. ${storage.Name}` : storage.Name
  await openPath(app, ['Object storage', shown])
  await expect(app.getByRole('heading', { name: shown })).toBeVisible()
  return { storage, name: storage.Name, shown }
}
