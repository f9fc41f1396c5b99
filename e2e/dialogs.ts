import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Clicks the button that opens a dialog and answers the dialog, by their accessible names. */
export async function openDialog(app: Page, button: string, dialog: string): Promise<Locator> {
  await app.getByRole('button', { name: button }).click()
  const opened = app.getByRole('dialog', { name: dialog })
  await expect(opened).toBeVisible()
  await settled(opened)
  return opened
}

/**
 * Waits until nothing that is or holds `content` is in an enter transition (naive's modals scale up, its drawers slide
 * in): on a busy machine a click while it still moves can land beside the button it aimed at, or on the mask, which
 * closes it, and nothing is sent. A dialog without a transition passes at once.
 */
export async function settled(content: Locator): Promise<void> {
  const moving = content.page().locator('[class*="transition-enter"]')
  await expect(moving.filter({ has: content }).or(content.and(moving))).toHaveCount(0)
}

/** Presses a dialog's button and waits for the dialog to close. */
export async function closeWith(dialog: Locator, button: string): Promise<void> {
  await dialog.getByRole('button', { name: button }).click()
  await expect(dialog).toBeHidden()
}

/** Opens the command palette with Ctrl+K, types `query` in it (`label`: its name in the UI's language), and waits for a match. */
export async function searchPalette(app: Page, label: string, query: string): Promise<void> {
  await app.keyboard.press('Control+k')
  await app.getByRole('combobox', { name: label }).fill(query)
  await expect(app.getByRole('option').first()).toBeVisible()
}

/** Closes every open dialog, one Esc each (a confirmation over its form closes first). */
export async function closeAllDialogs(app: Page): Promise<void> {
  for (let open = await app.getByRole('dialog').count(); open > 0; open--) {
    await app.keyboard.press('Escape')
    await expect(app.getByRole('dialog')).toHaveCount(open - 1)
  }
}

/** No critical or serious axe finding (WCAG 2.1 A and AA) in the dialogs shown now; the screens behind are accessibility.spec's. */
export async function axeClean(app: Page): Promise<void> {
  const result = await new AxeBuilder({ page: app })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const bad = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
