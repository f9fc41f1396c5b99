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
  await app.getByRole('button', { name: 'Settings', exact: true }).click()
  await app.getByRole('radio', { name: 'Русский' }).check({ force: true })
  await expect(app.getByRole('heading', { name: 'Все аккаунты' })).toBeVisible()
  await expect(app.getByRole('status', { name: 'Активный аккаунт' })).toContainText('Демо')
  await expect(app.locator('html')).toHaveAttribute('lang', 'ru')
  await app.reload()
  await expect(app.getByRole('heading', { name: 'Все аккаунты' })).toBeVisible()
  await app.getByRole('button', { name: 'Настройки', exact: true }).click()
  await app.getByRole('radio', { name: 'English' }).check({ force: true })
  await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()
})

test('the theme follows the choice and the page carries no console errors', async ({ app }) => {
  const errors: string[] = []
  app.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await app.getByRole('button', { name: 'Settings', exact: true }).click()
  await app.getByRole('radio', { name: 'Dark' }).check({ force: true })
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect
    .poll(() => app.locator('body').evaluate((body) => window.getComputedStyle(body).backgroundColor))
    .not.toBe('rgb(255, 255, 255)')
  await app.reload()
  await expect(app.getByRole('heading', { name: 'All accounts' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the header fits 1,024 px in both languages, language and theme in its settings menu', async ({ app }) => {
  await app.setViewportSize({ width: 1024, height: 700 })
  for (const [settings, other] of [
    ['Settings', 'Русский'],
    ['Настройки', 'English'],
  ] as const) {
    const header = app.locator('header').first()
    await expect(header.getByRole('button', { name: settings })).toBeVisible()
    // One line: nothing wraps below the header's 52 px nor runs past the window's right edge.
    const box = (await header.getByRole('button', { name: settings }).boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(1024)
    expect(
      await header.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height <= 53),
    ).toBe(true)
    await header.getByRole('button', { name: settings }).click()
    await app.getByRole('radio', { name: other }).check({ force: true })
    await app.keyboard.press('Escape')
    await expect(app.getByRole('radio', { name: other })).toBeHidden()
  }
})
