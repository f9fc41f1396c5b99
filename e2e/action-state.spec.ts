import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, PACE_MS, expect, pacedTest as paced, test } from './fixtures'
import { actionFormOf } from './tree'

const server = (sandbox: SandboxHandle, name: string) =>
  [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === name)!

test('the action form offers what the power state allows, and follows it when it changes @dialects', async ({
  app,
  sandbox,
}) => {
  const { form, action } = await actionFormOf(app, 'web-01')
  await expect(action('Power on')).toBeDisabled()
  await expect(action('Power on')).toHaveAccessibleName(/the server is already on/)
  for (const name of ['Power off', 'Reboot', 'Shut down the OS']) await expect(action(name)).toBeEnabled()

  // Picked, then switched off elsewhere: the pick stays, the form says what changed and refuses to send it.
  await action('Power off').check({ force: true })
  server(sandbox, 'web-01').IsPowerOn = false
  await app.keyboard.press('F5')
  await expect(form.getByTestId('changed-underneath')).toContainText('Power On → Off')
  await expect(action('Power off')).toBeChecked()
  await expect(action('Power off')).toBeDisabled()
  await expect(action('Power off')).toHaveAccessibleName(/the server is off/)
  await expect(form.getByRole('button', { name: 'Run action' })).toBeDisabled()
  await expect(action('Power on')).toBeEnabled()
})

paced(
  'a server with a running task shows it and offers nothing until it ends; the confirmation names the server',
  async ({ app, clock }) => {
    const { form, action } = await actionFormOf(app, 'web-01')
    await action('Reboot').check({ force: true })
    await form.getByRole('button', { name: 'Run action' }).click()
    const confirm = app.getByRole('dialog').filter({ hasText: 'Reboot web-01?' })
    await expect(confirm).toContainText('Restarts web-01')
    await confirm.getByRole('button', { name: 'Reboot' }).click()

    await expect(form.getByTestId('running-task')).toContainText('Reboot of web-01 is running')
    for (const name of ['Power off', 'Reboot', 'Disconnect a network']) {
      await expect(action(name)).toBeDisabled()
      await expect(action(name)).toHaveAccessibleName(/wait until Reboot ends/)
    }
    await expect
      .poll(
        async () => {
          await clock.advance(PACE_MS)
          return form.getByTestId('running-task').isVisible()
        },
        { timeout: 20_000 },
      )
      .toBe(false)
    await expect(action('Power off')).toBeEnabled()
    await expect(action('Power on')).toBeDisabled()
  },
)

test('network actions follow the links: connect only what is not linked, disconnect and bandwidth only what is', async ({
  app,
  sandbox,
}) => {
  const web = server(sandbox, 'web-01')
  // web-01 is on every network of its location already, app-backend among them.
  expect(web.LinkedNetworks.map((l) => l.NetworkName)).toContain('app-backend')
  const { form, action } = await actionFormOf(app, 'web-01')
  await expect(action('Connect a network')).toBeDisabled()
  await expect(action('Connect a network')).toHaveAccessibleName(/no network in its location is left to connect/)
  await action('Change bandwidth').check({ force: true })
  await expect(form.getByRole('radio', { name: /^app-backend .*100 Mbit\/s/ })).toBeVisible()

  // Unlinked elsewhere: now it can be connected, and no longer disconnected.
  web.LinkedNetworks = web.LinkedNetworks.filter((l) => l.NetworkName !== 'app-backend')
  await app.keyboard.press('F5')
  await expect(form.getByTestId('changed-underneath')).toContainText('Networks')
  await expect(action('Connect a network')).toBeEnabled()
  await action('Connect a network').check({ force: true })
  await expect(form.getByRole('radio', { name: /^app-backend/ })).toBeVisible()
  await expect(form.getByRole('radio', { name: /^shop-frontend/ })).toHaveCount(0)
  await action('Disconnect a network').check({ force: true })
  await expect(form.getByRole('radio', { name: /^app-backend/ })).toHaveCount(0)
  await form.getByRole('radio', { name: /^shop-frontend/ }).check({ force: true })
  await form.getByRole('button', { name: 'Run action' }).click()
  // The confirmation names the server and the network.
  await expect(app.getByRole('dialog')).toContainText('Disconnects web-01 from the network shop-frontend')
})
