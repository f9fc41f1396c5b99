import type { Locator, Page } from '@playwright/test'

/** Clicks the button that opens a dialog and answers the dialog, by their accessible names. */
export async function openDialog(app: Page, button: string, dialog: string): Promise<Locator> {
  await app.getByRole('button', { name: button }).click()
  return app.getByRole('dialog', { name: dialog })
}
