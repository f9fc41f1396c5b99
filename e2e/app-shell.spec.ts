import { expect, test } from './fixtures'

test('the app opens on the Demo account with a strict CSP', async ({ app }) => {
  await expect(app.getByRole('status', { name: 'Active account' })).toContainText('Demo')
  await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()
  const csp = await app.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(csp).toMatch(/^default-src 'self';/)
  expect(csp).not.toContain('unsafe-eval')
})

test('the status bar tells the mode and the online state', async ({ app }) => {
  const status = app.getByRole('contentinfo', { name: 'Status bar' })
  await expect(status).toContainText(/Mode: (Browser|Desktop)/)
  await expect(status).toContainText('Online')
})

test('switching the language to Russian translates the shell and is remembered', async ({ app }) => {
  await app.getByRole('radio', { name: 'Русский' }).check({ force: true })
  await expect(app.getByRole('heading', { name: 'Все аккаунты' })).toBeVisible()
  await expect(app.getByRole('status', { name: 'Активная учётная запись' })).toContainText('Демо')
  await expect(app.locator('html')).toHaveAttribute('lang', 'ru')
  await app.reload()
  await expect(app.getByRole('heading', { name: 'Все аккаунты' })).toBeVisible()
  await app.getByRole('radio', { name: 'English' }).check({ force: true })
  await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()
})

test('the theme follows the choice and the page carries no console errors', async ({ app }) => {
  const errors: string[] = []
  app.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await app.getByRole('radio', { name: 'Dark' }).check({ force: true })
  const background = await app.locator('body').evaluate((body) => window.getComputedStyle(body).backgroundColor)
  expect(background).not.toBe('rgb(255, 255, 255)')
  await app.reload()
  await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()
  expect(errors).toEqual([])
})
