import type { Locator, Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { expect } from './fixtures'

export interface AccountFields {
  label: string
  baseUrl: string
  token: string
}

/** The status bar's name of the active account. */
export const activeAccount = (app: Page) => app.getByRole('status', { name: 'Active account' })

/** Fills and sends the Add-account dialog; returns the dialog (a refused token keeps it open, with its error). */
export async function addAccount(app: Page, fields: AccountFields): Promise<Locator> {
  await app.getByRole('button', { name: /Switch account/ }).click()
  await app.getByText('Add account…').click()
  const dialog = app.getByRole('dialog', { name: 'Add an account' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(fields.label)
  await dialog.getByRole('textbox', { name: 'API address' }).fill(fields.baseUrl)
  await dialog.getByRole('textbox', { name: 'API token' }).fill(fields.token)
  await dialog.getByRole('button', { name: 'Add account' }).click()
  return dialog
}

/** Adds an account and waits until it is the active one. */
export async function addActiveAccount(app: Page, fields: AccountFields): Promise<void> {
  await addAccount(app, fields)
  await expect(activeAccount(app)).toContainText(fields.label)
}

/** Another customer of the sandbox with the demo data, added in the app as the active account under `label`. */
export async function addDemoCustomer(app: Page, sandbox: SandboxHandle, label: string, token: string): Promise<void> {
  sandbox.addCustomer({ token, data: 'demo' })
  await addActiveAccount(app, { label, baseUrl: sandbox.baseUrl, token })
}

/** Picks an account in the switcher: its entry, not the account's card on the overview. */
export async function switchTo(app: Page, label: string): Promise<void> {
  await app.getByRole('button', { name: /Switch account/ }).click()
  await app
    .locator('.n-dropdown-option-body__label')
    .filter({ hasText: new RegExp(`^${label}`) })
    .click()
}
