import { DEMO_TOKEN, expect, test } from './fixtures'
import { openServer, row } from './tree'

test('Alt+← and Alt+→ (and the mouse’s back button) walk the panes opened; Esc after a click on an address stays on the pane', async ({
  app,
  sandbox,
}) => {
  const heading = (name: string) => app.getByRole('heading', { name, level: 1 })
  await openServer(app, 'web-01')
  await row(app, 'staging-01').click()
  await expect(heading('staging-01')).toBeVisible()

  await app.keyboard.press('Alt+ArrowLeft')
  await expect(heading('web-01')).toBeVisible()
  await app.keyboard.press('Alt+ArrowRight')
  await expect(heading('staging-01')).toBeVisible()
  // The mouse's back button (button 3): Playwright's mouse has no such button, so its release is dispatched.
  await app.evaluate(() => window.dispatchEvent(new MouseEvent('mouseup', { button: 3, cancelable: true })))
  await expect(heading('web-01')).toBeVisible()

  // A click on plain text (the address to copy) leaves the focus on no control: Esc there changes nothing.
  const ip = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === 'web-01')?.IP ?? ''
  const details = app.getByRole('main').locator('.n-descriptions').first()
  await details.getByText(ip, { exact: true }).click()
  await app.keyboard.press('Escape')
  await expect(heading('web-01')).toBeVisible()
  await expect(heading('All accounts')).toBeHidden()
})
