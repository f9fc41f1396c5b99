import { startSandbox, type SandboxHandle } from '../electron/sandbox'
import { expect, test } from './fixtures'
import { activeAccount, addAccount, addActiveAccount, switchTo } from './accounts'

const ACME_TOKEN = 'acme-e2e-token-51c2'
const MOVED_TOKEN = 'moved-e2e-token-93ad'

test.describe('accounts and offline switching', () => {
  let acme: SandboxHandle | undefined
  test.afterEach(async () => {
    await acme?.close()
    acme = undefined
  })

  test('a wrong token is refused under the token field and nothing is saved', async ({ app }) => {
    acme = await startSandbox({ paceMs: 150, customers: [{ token: ACME_TOKEN, data: 'demo' }] })
    const dialog = await addAccount(app, { label: 'Acme', baseUrl: acme.baseUrl, token: 'not-the-token' })
    await expect(dialog.getByText(/refused this token/)).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme')
    await expect(activeAccount(app)).toContainText('Demo')
  })

  test('switching paints cached data at once, goes offline with it, and refreshes when the API is back', async ({
    app,
  }) => {
    acme = await startSandbox({ paceMs: 150, customers: [{ token: ACME_TOKEN, data: 'demo', balance: 777 }] })
    const status = app.getByRole('contentinfo', { name: 'Status bar' })
    await expect(status).toContainText('Balance 12,450.75')

    await addActiveAccount(app, { label: 'Acme', baseUrl: acme.baseUrl, token: ACME_TOKEN })
    await expect(status).toContainText('Balance 777')

    // From now on Acme's API answers slowly: switching back must still paint at once, from the cache.
    await switchTo(app, 'Demo')
    await expect(status).toContainText('Balance 12,450.75')
    acme.faults.set([{ path: '/**', latencyMs: 4000 }])
    await switchTo(app, 'Acme')
    await expect(status).toContainText('Balance 777', { timeout: 1500 })
    acme.faults.clear()

    // The API goes away: the next refresh finds it gone, the banner says so, the data stays.
    const port = acme.port
    await acme.close()
    await app.getByRole('button', { name: /Switch account/ }).click()
    await app.keyboard.press('Escape')
    await switchTo(app, 'Demo')
    await switchTo(app, 'Acme')
    const banner = app.getByRole('alert').filter({ hasText: 'Offline — showing data from' })
    await expect(banner).toBeVisible({ timeout: 20_000 })
    await expect(status).toContainText('Balance 777')
    await expect(status).toContainText('Offline')

    // Back online: the probe notices, refreshes, and the banner goes.
    acme = await startSandbox({ port, paceMs: 150, customers: [{ token: ACME_TOKEN, data: 'demo', balance: 777 }] })
    await expect(banner).toBeHidden({ timeout: 20_000 })
    await expect(status).toContainText('Online')
  })

  test('account settings rename an account, refuse removing it until its name is typed, then remove it', async ({
    app,
  }) => {
    acme = await startSandbox({ paceMs: 150, customers: [{ token: ACME_TOKEN, data: 'demo' }] })
    await addActiveAccount(app, { label: 'Acme', baseUrl: acme.baseUrl, token: ACME_TOKEN })

    await app.getByRole('button', { name: /Switch account/ }).click()
    await app.getByText('Account settings…').click()
    const settings = app.getByRole('dialog', { name: 'Account settings' })
    await settings.getByRole('textbox', { name: 'Name' }).fill('')
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(settings.getByText('Give the account a name')).toBeVisible()
    await settings.getByRole('textbox', { name: 'Name' }).fill('Acme Prod')
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(activeAccount(app)).toContainText('Acme Prod')

    await settings.getByRole('button', { name: 'Remove account' }).click()
    const confirm = app.getByRole('dialog', { name: 'Remove “Acme Prod”?' })
    const removeButton = confirm.getByRole('button', { name: 'Remove account' })
    await expect(removeButton).toBeDisabled()
    await confirm.getByRole('textbox', { name: 'Confirmation text' }).fill('Acme')
    await expect(removeButton).toBeDisabled()
    await confirm.getByRole('textbox', { name: 'Confirmation text' }).fill('Acme Prod')
    await removeButton.click()
    await expect(activeAccount(app)).toContainText('Demo')
    await app.getByRole('button', { name: /Switch account/ }).click()
    await expect(app.getByText(/^Acme Prod/)).toHaveCount(0)
  })

  test('a new address asks for its own token: the saved one is never sent there', async ({ app }) => {
    acme = await startSandbox({ paceMs: 150, customers: [{ token: ACME_TOKEN, data: 'demo' }] })
    const moved = await startSandbox({ paceMs: 150, customers: [{ token: MOVED_TOKEN, data: 'demo' }] })
    try {
      await addActiveAccount(app, { label: 'Acme', baseUrl: acme.baseUrl, token: ACME_TOKEN })
      await app.getByRole('button', { name: /Switch account/ }).click()
      await app.getByText('Account settings…').click()
      const settings = app.getByRole('dialog', { name: 'Account settings' })
      const token = settings.getByRole('textbox', { name: 'API token for the new address' })
      await expect(token).toHaveCount(0)
      await settings.getByRole('textbox', { name: 'API address' }).fill(moved.baseUrl)
      await settings.getByRole('button', { name: 'Save' }).click()
      await expect(settings.getByText('Paste the API token')).toBeVisible()
      expect(moved.requests.all()).toEqual([])
      await token.fill(MOVED_TOKEN)
      await settings.getByRole('button', { name: 'Save' }).click()
      await expect(app.getByText('Account saved')).toBeVisible()
      await expect.poll(() => moved.requests.all().length).toBeGreaterThan(0)
      const sent = moved.requests.all().map((r) => r.headers.authorization ?? '')
      expect(sent.filter((header) => header.includes(ACME_TOKEN))).toEqual([])
    } finally {
      await moved.close()
    }
  })

  test('Ctrl+number switches accounts from the keyboard', async ({ app }) => {
    acme = await startSandbox({ paceMs: 150, customers: [{ token: ACME_TOKEN, data: 'demo', balance: 777 }] })
    await addActiveAccount(app, { label: 'Acme', baseUrl: acme.baseUrl, token: ACME_TOKEN })
    await app.keyboard.press('Control+1')
    await expect(activeAccount(app)).toContainText('Demo')
    await app.keyboard.press('Control+2')
    await expect(activeAccount(app)).toContainText('Acme')
  })
})
