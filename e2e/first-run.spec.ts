import { expect, test } from './fixtures'
import { startBrowserHost } from './hosts'

test('a first run on a Russian system opens in Russian, until the user picks a language', async ({
  browser,
  sandbox,
}) => {
  const host = await startBrowserHost({ env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl } })
  const context = await browser.newContext({ locale: 'ru-RU' })
  try {
    const app = await context.newPage()
    await app.goto(host.url)
    await expect(app.getByRole('heading', { name: 'Все аккаунты' })).toBeVisible()
    await expect(app.locator('html')).toHaveAttribute('lang', 'ru')
    // Picked once, the language is the user's from then on, whatever the browser's.
    await app.getByRole('button', { name: 'Настройки', exact: true }).click()
    await app.getByRole('radio', { name: 'English' }).check({ force: true })
    await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()
    await app.reload()
    await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()
  } finally {
    await context.close()
    await host.stop()
  }
})

test('the Settings dialog gathers language, theme, proxy, notifications and the log folder', async ({ app }) => {
  await app.getByRole('button', { name: 'Settings', exact: true }).click()
  await app.getByRole('button', { name: 'All settings…' }).click()
  const dialog = app.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('radio', { name: 'No proxy' })).toBeVisible()
  await expect(dialog.getByText(/[/\\]logs$/)).toBeVisible()
  await dialog.getByRole('radio', { name: 'This proxy' }).check({ force: true })
  await dialog.getByRole('textbox', { name: 'Proxy address' }).fill('proxy.example:3128')
  await dialog.getByRole('button', { name: 'Use this proxy' }).click()
  await expect(dialog.getByRole('alert')).toContainText('http://')
  await dialog.getByRole('textbox', { name: 'Proxy address' }).fill('http://127.0.0.1:9')
  await dialog.getByRole('button', { name: 'Use this proxy' }).click()
  await expect(dialog.getByRole('alert')).toBeHidden()
  await dialog.getByRole('radio', { name: 'As the system (proxy settings, PAC, HTTPS_PROXY)' }).check({ force: true })
})
