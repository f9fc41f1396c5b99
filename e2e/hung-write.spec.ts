import type { Locator, Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { startBrowserHost } from './hosts'
import { closeWith } from './dialogs'
import { openDialogFrom } from './tree'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL hung@test'

/** Opens Add key from the SSH keys list and fills in a key titled `title`, not yet sent; the dialog. */
async function filledKeyDialog(app: Page, title: string): Promise<Locator> {
  const dialog = await openDialogFrom(app, 'SSH keys', 'Add key', 'Add an SSH key')
  await dialog.getByRole('textbox', { name: 'Key name' }).fill(title)
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(KEY)
  return dialog
}

test('a write that hangs: Cancel works, Esc keeps the dialog and what was typed, and the message says it may have been made', async ({
  app,
  sandbox,
}) => {
  const dialog = await filledKeyDialog(app, 'hung laptop')
  sandbox.faults.set([{ method: 'POST', path: '/sshkey', kind: 'hang' }])

  // Esc while the write is in flight stops waiting instead of closing: the input and the outcome stay.
  await dialog.getByRole('button', { name: 'Add key' }).click()
  await expect.poll(() => sandbox.counter.count('POST', '/sshkey')).toBe(1)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  await app.keyboard.press('Escape')
  await expect(dialog.getByRole('alert')).toContainText(/may have been made/)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Key name' })).toHaveValue('hung laptop')
  // Its section is read again at once, so what the service holds can be checked.
  await expect.poll(() => sandbox.counter.count('GET', '/sshkey')).toBeGreaterThan(0)

  // The re-reads show no such key: "not visible yet" (never "not made"); Try again looks once more, then asks.
  await expect(dialog.getByTestId('change-check')).toHaveText(/Not visible yet — it may still be applied/, {
    timeout: 45_000,
  })
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByTestId('change-check')).toHaveText(/Still not visible/)
  expect(sandbox.counter.count('POST', '/sshkey')).toBe(1)
  await dialog.getByRole('button', { name: 'Send again anyway' }).click()
  await expect.poll(() => sandbox.counter.count('POST', '/sshkey')).toBe(2)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog.getByRole('alert')).toContainText(/You stopped waiting.*may have been made/)
  await expect(dialog.getByRole('textbox', { name: 'Public key' })).toHaveValue(KEY)
  expect([...sandbox.state(DEMO_TOKEN).sshKeys.values()].some((k) => k.Title === 'hung laptop')).toBe(false)

  // Idle again, Cancel closes.
  await closeWith(dialog, 'Cancel')
})

test('a write the service applies after Hostdeck stopped waiting is found by the re-read: no "try again", no duplicate; one never made offers "Try again" after one more look and a confirmation', async ({
  browser,
  sandbox,
}) => {
  const host = await startBrowserHost({
    env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl, HOSTDECK_ACTION_TIME_LIMIT_MS: '1500' },
  })
  const context = await browser.newContext()
  try {
    const app = await context.newPage()
    await app.goto(host.url)
    const titled = (title: string) =>
      [...sandbox.state(DEMO_TOKEN).sshKeys.values()].filter((k) => k.Title === title).length

    const dialog = await filledKeyDialog(app, 'late laptop')
    // The service takes 3 s and then makes the key: Hostdeck stops waiting after 1.5 s.
    sandbox.faults.set([{ method: 'POST', path: '/sshkey', latencyMs: 3_000 }])
    await dialog.getByRole('button', { name: 'Add key' }).click()
    await expect(dialog.getByRole('alert')).toContainText(/may have been made/)
    await expect(dialog.getByTestId('change-check')).toHaveText('Checking whether it was made…')
    await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    await expect(app.getByText('The change was made after all.')).toBeVisible({ timeout: 10_000 })
    await expect(dialog).toBeHidden()
    expect(titled('late laptop')).toBe(1)

    // A write that never reaches the service: only after the re-read shows nothing is "Try again" offered.
    sandbox.faults.set([{ method: 'POST', path: '/sshkey', kind: 'hang' }])
    await app.getByRole('button', { name: 'Add key' }).click()
    await dialog.getByRole('textbox', { name: 'Key name' }).fill('never laptop')
    await dialog.getByRole('textbox', { name: 'Public key' }).fill(KEY.replace('AAAAIGPym0', 'AAAAIGPym1'))
    await dialog.getByRole('button', { name: 'Add key' }).click()
    await expect(dialog.getByTestId('change-check')).toHaveText('Checking whether it was made…')
    await expect(dialog.getByTestId('change-check')).toHaveText(/Not visible yet/, { timeout: 45_000 })
    sandbox.faults.clear()
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByRole('button', { name: 'Send again anyway' }).click()
    await expect(dialog).toBeHidden()
    expect(titled('never laptop')).toBe(1)
  } finally {
    await context.close()
    await host.stop()
  }
})
