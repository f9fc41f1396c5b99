import type { Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'

async function ask(app: Page, query: string) {
  const palette = app.getByRole('combobox', { name: /^(Command palette|Палитра команд)$/ })
  // Ctrl+K opens the palette (and would close it when open). The window listens for it once the header's search
  // button is there: a key pressed before the page has painted its header goes nowhere, for a user too.
  if (!(await palette.isVisible())) {
    await expect(app.getByRole('button', { name: /\(Ctrl\+K\)$/ })).toBeVisible()
    await app.keyboard.press('Control+k')
  }
  await expect(palette).toBeFocused()
  await palette.fill(query)
  return app.getByRole('listbox').getByRole('option')
}

test('the palette finds Cyrillic names by Russian and Latin letters, runs verbs on what they name, and moves the focus there', async ({
  app,
  sandbox,
}) => {
  const web = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === 'web-01')!
  web.Name = 'бэкенд-прод'
  await app.getByRole('button', { name: 'Refresh' }).click()

  // The palette's index takes the new name once the refresh's read has landed: asked again until it answers with it
  // (on a busy machine the first question can come before the read).
  await expect(async () => {
    await ask(app, 'про') // another query first: the same text again would not be searched again
    await expect((await ask(app, 'прод')).first()).toContainText('бэкенд-прод', { timeout: 1_000 })
  }).toPass()
  await expect((await ask(app, 'prod')).first()).toContainText('бэкенд-прод')
  await app.keyboard.press('Escape')
  await expect(app.getByRole('combobox', { name: 'Command palette' })).toBeHidden()

  // A verb before a name: the command on it, the action chosen, the focus on the choice.
  const rows = await ask(app, 'reboot db-01')
  await expect(rows.first()).toContainText('Run an action on')
  await expect(rows.first()).toContainText('db-01')
  await app.keyboard.press('Enter')
  await expect(app.getByRole('heading', { name: 'db-01', level: 1 })).toBeVisible()
  await expect(app.getByRole('radio', { name: 'Reboot' })).toBeChecked()
  await expect(app.getByRole('radio', { name: 'Reboot' })).toBeFocused()

  // A verb alone types itself into the field, for the name to follow.
  await expect((await ask(app, 'reboot')).first()).toContainText('Reboot a server…')
  await app.keyboard.press('Enter')
  const field = app.getByRole('combobox', { name: 'Command palette' })
  await expect(field).toHaveValue('reboot ')
  await field.pressSequentially('db-01')
  await expect(app.getByRole('listbox').getByRole('option').first()).toContainText('Run an action on')
  await app.keyboard.press('Escape')
  await expect(field).toBeHidden()

  // Commands of the app by their words.
  await expect((await ask(app, 'journal')).first()).toContainText('Open the activity journal')
  await app.keyboard.press('Enter')
  await expect(app.getByTestId('journal')).toBeVisible()
  await app.keyboard.press('Escape')
  await expect(app.getByTestId('journal')).toBeHidden()
  await expect((await ask(app, 'create server')).first()).toContainText('Create server')
  await app.keyboard.press('Enter')
  await expect(app.getByRole('dialog', { name: 'Create a server' })).toBeVisible()
  await app.keyboard.press('Escape')
  await expect(app.getByRole('dialog', { name: 'Create a server' })).toBeHidden()

  // In Russian, the palette's own commands answer in Russian.
  await (await ask(app, 'language русский')).first().click()
  await expect(app.locator('html')).toHaveAttribute('lang', 'ru')
  await expect((await ask(app, 'тема')).first()).toContainText('Тема')
  await expect((await ask(app, 'задач')).first()).toContainText('задач')
})

test('Enter right after typing runs the first command shown, while the search for hits is still out', async ({
  app,
}) => {
  // The backend's search is held until the command has run: only the window's own commands are shown meanwhile.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await app.route('**/api/invoke/fleet%3Asearch', async (route) => {
    await held
    await route.continue()
  })
  await expect((await ask(app, 'journal')).first()).toContainText('Open the activity journal')
  await app.keyboard.press('Enter')
  await expect(app.getByTestId('journal')).toBeVisible()
  release()
})
