import type { Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'

const row = (app: Page, name: string) => app.getByRole('treeitem', { name: new RegExp(`^${name}(,|$)`) }).first()
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL hung@test'

test('a write that hangs: Cancel works, Esc keeps the dialog and what was typed, and the message says it may have been made', async ({ app, sandbox }) => {
  await row(app, 'SSH keys').click()
  await app.getByRole('button', { name: 'Add key' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add an SSH key' })
  await dialog.getByRole('textbox', { name: 'Key name' }).fill('hung laptop')
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(KEY)
  sandbox.faults.set([{ method: 'POST', path: '/sshkey', kind: 'hang' }])

  // Esc while the write is in flight stops waiting instead of closing: the input and the outcome stay.
  await dialog.getByRole('button', { name: 'Add key' }).click()
  await expect.poll(() => sandbox.counter.count('POST', '/sshkey')).toBe(1)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  await app.keyboard.press('Escape')
  await expect(dialog.getByText(/may have been made/)).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Key name' })).toHaveValue('hung laptop')
  // Its section is read again at once, so what the service holds can be checked.
  await expect.poll(() => sandbox.counter.count('GET', '/sshkey')).toBeGreaterThan(0)

  // Cancel does the same.
  await dialog.getByRole('button', { name: 'Add key' }).click()
  await expect.poll(() => sandbox.counter.count('POST', '/sshkey')).toBe(2)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog.getByText(/You stopped waiting.*may have been made/)).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Public key' })).toHaveValue(KEY)
  expect([...sandbox.state(DEMO_TOKEN).sshKeys.values()].some((k) => k.Title === 'hung laptop')).toBe(false)

  // Idle again, Cancel closes.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})
