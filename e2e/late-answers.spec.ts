import type { Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { startBrowserHost, type RunningHost } from './hosts'
import { openDialog } from './dialogs'
import { openPath } from './tree'

/**
 * The two duplicate scenarios of the fault campaign: the service applies a change 20–25 s after it was sent, long
 * after Hostdeck stopped waiting. The check after "may have been made" keeps looking until it shows, and offers
 * nothing to send again meanwhile: one reboot, one network.
 */

async function withHost(
  sandbox: SandboxHandle,
  run: (app: Page) => Promise<void>,
  browser: import('@playwright/test').Browser,
) {
  const host: RunningHost = await startBrowserHost({
    env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl, HOSTDECK_ACTION_TIME_LIMIT_MS: '1500' },
  })
  const context = await browser.newContext()
  try {
    const app = await context.newPage()
    await app.goto(host.url)
    await run(app)
  } finally {
    await context.close()
    await host.stop()
  }
}

const open = (app: Page, ...path: string[]) => openPath(app, path)

test('a reboot answered 20 s late: the action history shows it, Run action is not offered again, one reboot', async ({
  browser,
  sandbox,
}) => {
  test.setTimeout(120_000)
  const web = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === 'web-01')!
  const reboots = () =>
    (sandbox.state(DEMO_TOKEN).serverActions.get(web.ID) ?? []).filter((a) => a.Type === 'PowerReboot').length
  await withHost(
    sandbox,
    async (app) => {
      await open(app, 'Servers', 'web-01')
      const form = app.getByRole('region', { name: 'Run an action' })
      // The Demo's history already holds reboots of its own.
      const before = reboots()
      await form.getByRole('radio', { name: /^Reboot/ }).check({ force: true })
      sandbox.faults.set([{ method: 'POST', path: '/server/*/action', latencyMs: 20_000 }])
      await form.getByRole('button', { name: 'Run action' }).click()
      await app
        .getByRole('dialog')
        .filter({ hasText: 'Reboot web-01?' })
        .getByRole('button', { name: 'Reboot' })
        .click()
      await expect(form.getByRole('alert')).toContainText(/may have been made/)
      await expect(form.getByTestId('change-check')).toHaveText('Checking whether it was made…')
      // While it looks, the action cannot be sent again.
      await expect(form.getByRole('button', { name: 'Run action' })).toBeDisabled()
      await expect(app.getByText('The change was made after all.')).toBeVisible({ timeout: 60_000 })
      expect(reboots()).toBe(before + 1)
      expect(sandbox.counter.count('POST', '/server/:id/action')).toBe(1)
    },
    browser,
  )
})

test('a network made 25 s late: found by the re-reads before any Try again, one network', async ({
  browser,
  sandbox,
}) => {
  test.setTimeout(120_000)
  const named = (name: string) => [...sandbox.state(DEMO_TOKEN).networks.values()].filter((n) => n.Name === name)
  await withHost(
    sandbox,
    async (app) => {
      await open(app, 'Private networks')
      const dialog = await openDialog(app, 'Create network', 'Create a private network')
      await dialog.getByRole('textbox', { name: 'Network name' }).fill('late-net')
      sandbox.faults.set([{ method: 'POST', path: '/network', latencyMs: 25_000 }])
      await dialog.getByRole('button', { name: 'Create network' }).click()
      await expect(dialog.getByRole('alert')).toContainText(/may have been made/)
      await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0)
      await expect(app.getByText('The change was made after all.')).toBeVisible({ timeout: 60_000 })
      await expect(dialog).toBeHidden()
      expect(named('late-net')).toHaveLength(1)
      expect(sandbox.counter.count('POST', '/network')).toBe(1)
    },
    browser,
  )
})
