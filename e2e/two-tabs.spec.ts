import type { Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { invoke } from './bridge'
import { startBrowserHost } from './hosts'

const row = (app: Page, name: string) => app.getByRole('treeitem', { name: new RegExp(`^${name}(,|$)`) }).first()
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL tabs@test'
const OTHER_TOKEN = 'other-tab-token-9d2e'

test('a tab follows an account switched in another tab without losing its open form, and sends it only for its own account', async ({
  browser,
  sandbox,
}) => {
  const host = await startBrowserHost({ env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl } })
  const context = await browser.newContext()
  try {
    const a = await context.newPage()
    await a.goto(host.url)
    const b = await context.newPage()
    await b.goto(host.url)
    sandbox.addCustomer({ token: OTHER_TOKEN, data: 'demo' })
    const other = await invoke<{ id: string }>(a, 'accounts:add', {
      label: 'Staging',
      baseUrl: sandbox.baseUrl,
      token: OTHER_TOKEN,
    })
    await invoke(a, 'accounts:switch', { id: 'demo' })

    // Tab B starts adding a key for Demo.
    await row(b, 'SSH keys').click()
    await b.getByRole('button', { name: 'Add key' }).click()
    const dialog = b.getByRole('dialog', { name: 'Add an SSH key' })
    await dialog.getByRole('textbox', { name: 'Key name' }).fill('from tab B')
    await dialog.getByRole('textbox', { name: 'Public key' }).fill(KEY)

    // Tab A switches to Staging: tab B follows, and its form stays with what was typed.
    await invoke(a, 'accounts:switch', { id: other.id })
    await expect(b.getByRole('button', { name: 'Switch account, active: Staging' })).toBeVisible()
    await expect(dialog.getByTestId('account-moved')).toHaveText(
      /The active account changed to Staging \(in another window\)\. This form was for Demo: switch back to Demo to send it\./,
    )
    await expect(dialog.getByRole('textbox', { name: 'Key name' })).toHaveValue('from tab B')
    await expect(dialog.getByRole('button', { name: 'Add key' })).toBeDisabled()

    // Switching back from the form: it can be sent again, and the key goes to Demo, not Staging.
    await dialog.getByRole('button', { name: 'Switch back to Demo' }).click()
    await expect(dialog.getByTestId('account-moved')).toBeHidden()
    await expect(a.getByRole('button', { name: 'Switch account, active: Demo' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Add key' }).click()
    await expect(dialog).toBeHidden()
    expect([...sandbox.state(DEMO_TOKEN).sshKeys.values()].filter((k) => k.Title === 'from tab B')).toHaveLength(1)
    expect([...sandbox.state(OTHER_TOKEN).sshKeys.values()].filter((k) => k.Title === 'from tab B')).toHaveLength(0)
  } finally {
    await context.close()
    await host.stop()
  }
})
