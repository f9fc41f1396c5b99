import type { Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { expect, test } from './fixtures'
import { axeClean, closeAllDialogs, openDialog, settled } from './dialogs'
import { actionFormOf, row } from './tree'

/** What reached the simulator that was not a read. */
const writes = (sandbox: SandboxHandle) => sandbox.requests.all().filter((request) => request.method !== 'GET')

/** Sets the active (Demo) account's guard rail in its settings, by keyboard from the radio on. */
async function setGuard(app: Page, mode: 'Normal' | 'Protected' | 'Read-only'): Promise<void> {
  await app.getByRole('button', { name: /Switch account/ }).click()
  await app.getByText('Account settings…').click()
  const settings = app.getByRole('dialog', { name: 'Account settings' })
  await settled(settings)
  await settings.getByRole('radio', { name: new RegExp(`^${mode}`) }).check()
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(app.getByText('Account saved')).toBeVisible()
  await app.keyboard.press('Escape')
  await expect(settings).toBeHidden()
}

test('a read-only account refuses a change without a request reaching the simulator, and offers none in the palette', async ({
  app,
  sandbox,
}) => {
  await setGuard(app, 'Read-only')
  await expect(app.getByRole('status', { name: 'Active account' })).toContainText('read-only')

  const { form, action } = await actionFormOf(app, 'web-01')
  sandbox.requests.clear()
  await action('Reboot').check({ force: true })
  await form.getByRole('button', { name: 'Run action' }).click()
  const confirm = app.getByRole('dialog').filter({ hasText: 'Reboot web-01?' })
  // Every change dialog says which account it is for, and its guard rail.
  await expect(app.getByTestId('dialog-account').last()).toContainText('read-only')
  await confirm.getByRole('button', { name: 'Reboot' }).click()
  await expect(app.getByText(/is read-only: nothing was sent/).first()).toBeVisible()
  expect(writes(sandbox)).toEqual([])

  // The palette offers no change of a read-only account; its resources are still found.
  await closeAllDialogs(app)
  await app.keyboard.press('Control+k')
  const search = app.getByRole('combobox', { name: 'Command palette' })
  await search.fill('reboot web-01')
  await expect(app.getByRole('option', { name: /Nothing/ })).toBeVisible()
  await search.fill('web-01')
  await expect(app.getByRole('option', { name: /web-01/ }).first()).toBeVisible()
  expect(writes(sandbox)).toEqual([])
})

for (const theme of ['light', 'dark'] as const) {
  test(`a protected account's delete needs its name typed (${theme})`, async ({ app, sandbox }) => {
    await app.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    await setGuard(app, 'Protected')
    await expect(app.getByRole('status', { name: 'Active account' })).toContainText('protected')

    await row(app, 'Servers').click()
    await app.keyboard.press('ArrowRight')
    await row(app, 'staging-01').click()
    const drop = await openDialog(app, 'Delete…', 'Delete staging-01')
    await expect(drop.getByTestId('dialog-account')).toContainText('protected')
    sandbox.requests.clear()
    await drop.getByRole('textbox').fill('staging-01')
    await drop.getByRole('button', { name: 'Delete the server' }).click()

    // Refused for want of the name (nothing sent), then asked for it.
    const ask = app.getByRole('dialog', { name: 'Confirm the change on “Demo”' })
    await expect(ask).toBeVisible()
    await settled(ask)
    await axeClean(app)
    expect(writes(sandbox)).toEqual([])
    const name = ask.getByRole('textbox', { name: 'Account name' })
    await expect(name).toBeFocused()
    await name.fill('demo')
    await expect(ask.getByRole('button', { name: 'Send the change' })).toBeDisabled()
    await app.keyboard.press('Enter')
    expect(writes(sandbox)).toEqual([])
    await name.fill('Demo')
    await app.keyboard.press('Enter')
    await expect(ask).toBeHidden()
    await expect.poll(() => writes(sandbox).map((request) => request.method)).toEqual(['DELETE'])

    // Weakening the guard rail is confirmed by the name as well.
    await app.getByRole('button', { name: /Switch account/ }).click()
    await app.getByText('Account settings…').click()
    const settings = app.getByRole('dialog', { name: 'Account settings' })
    await settled(settings)
    await settings.getByRole('radio', { name: /^Normal/ }).check()
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(ask).toBeVisible()
    await ask.getByRole('textbox', { name: 'Account name' }).fill('Demo')
    await app.keyboard.press('Enter')
    await expect(app.getByText('Account saved')).toBeVisible()
    await expect(app.getByRole('status', { name: 'Active account' })).not.toContainText('protected')
  })
}

test('the guard rails in Russian: the settings, the title bar and the name asked for, axe clean', async ({
  app,
  sandbox,
}) => {
  await app.setViewportSize({ width: 1024, height: 768 })
  await app.getByRole('button', { name: 'Settings', exact: true }).click()
  await app.getByRole('radio', { name: 'Русский' }).check({ force: true })
  await app.keyboard.press('Escape')
  await app.getByRole('button', { name: /Сменить аккаунт/ }).click()
  await app.getByText('Настройки аккаунта…').click()
  const settings = app.getByRole('dialog', { name: 'Настройки аккаунта' })
  await settled(settings)
  await expect(settings.getByRole('radio', { name: /^Обычный/ })).toBeChecked()
  await axeClean(app)
  await settings.getByRole('radio', { name: /^Защищённый/ }).check()
  await settings.getByRole('button', { name: 'Сохранить' }).click()
  await expect(app.getByText('Сохранено')).toBeVisible()
  await app.keyboard.press('Escape')
  await expect(settings).toBeHidden()
  await expect(app.getByRole('status', { name: 'Активный аккаунт' })).toContainText('защищён')

  await row(app, 'Серверы').click()
  await app.keyboard.press('ArrowRight')
  await row(app, 'web-01').click()
  const form = app.getByRole('region', { name: 'Выполнить действие' })
  sandbox.requests.clear()
  await form.getByRole('radio', { name: /^Перезагрузить/ }).check({ force: true })
  await form.getByRole('button', { name: 'Выполнить' }).click()
  await app.getByRole('dialog').filter({ hasText: 'web-01' }).getByRole('button', { name: 'Перезагрузить' }).click()
  const ask = app.getByRole('dialog', { name: 'Подтвердите изменение в «Демо»' })
  await expect(ask).toBeVisible()
  await expect(ask).toContainText('«Демо» защищён')
  await settled(ask)
  await axeClean(app)
  // Escape declines: nothing is sent, and the form says so.
  await app.keyboard.press('Escape')
  await expect(app.getByText('Ничего не отправлено: изменение в «Демо» не подтверждено.').first()).toBeVisible()
  expect(writes(sandbox)).toEqual([])
})
