import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { closedLoopbackPort, type SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { listPane, openServer } from './tree'

/** Loopback only: every address of the named servers the check may connect to becomes 127.0.0.1. */
async function onLoopback(app: Page, sandbox: SandboxHandle, names: string[]): Promise<void> {
  for (const name of names) {
    const server = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === name)
    if (!server) throw new Error(`the demo has no ${name}`)
    server.IP = '127.0.0.1'
    for (const link of server.LinkedNetworks) link.IP = '127.0.0.1'
  }
  await app.getByRole('button', { name: 'Refresh', exact: true }).click()
}

test('a server’s closed port shows as closed within 3 s, with the time the connect took', async ({ app, sandbox }) => {
  await onLoopback(app, sandbox, ['staging-01'])
  await openServer(app, 'staging-01')
  await expect(app.getByRole('region', { name: 'Networks', exact: true })).toContainText('127.0.0.1')

  const section = app.getByRole('region', { name: 'Reachability' })
  const port = await closedLoopbackPort()
  await section.getByRole('textbox', { name: 'More ports' }).fill(`${port}`)
  await section.getByRole('button', { name: 'Check reachability' }).click()
  const row = section.locator(`tr[data-port="${port}"]`)
  await expect(row).toHaveAttribute('data-state', 'closed', { timeout: 3_000 })
  await expect(row).toContainText(/closed\s*\d+ ms/)
  await expect(section.locator('tr[data-port]')).toHaveCount(4)
  const axe = await new AxeBuilder({ page: app })
    .include('section')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([])
})

test('a selection of servers is checked in one table, each server’s closed port shown closed', async ({
  app,
  sandbox,
}) => {
  await onLoopback(app, sandbox, ['staging-01', 'backup-01'])
  const pane = await listPane(app, 'Servers')
  await expect(pane.getByRole('row', { name: /staging-01/ })).toContainText('127.0.0.1')
  await pane.getByRole('checkbox', { name: 'Select backup-01' }).click()
  await pane.getByRole('checkbox', { name: 'Select staging-01' }).click()
  await pane.getByRole('button', { name: 'Check reachability (2)' }).click()

  const dialog = app.getByRole('dialog', { name: 'Reachability of 2 servers' })
  const port = await closedLoopbackPort()
  await dialog.getByRole('textbox', { name: 'More ports' }).fill(`${port}`)
  await dialog.getByRole('button', { name: 'Check reachability' }).click()
  const table = dialog.getByRole('table', { name: 'Reachability of the selected servers' })
  for (const name of ['backup-01', 'staging-01']) {
    const row = table.locator(`tr[data-server="${name}"][data-port="${port}"]`)
    await expect(row).toHaveAttribute('data-state', 'closed', { timeout: 5_000 })
    await expect(row).toContainText(/closed\s*\d+ ms/)
    await expect(table.locator(`tr[data-server="${name}"]`)).toHaveCount(4)
  }
  await expect(dialog.getByRole('status')).toHaveText('Checked 2 servers')
  const axe = await new AxeBuilder({ page: app })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([])
})
