import AxeBuilder from '@axe-core/playwright'
import { closedLoopbackPort } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { openServer } from './tree'

test('a server’s closed port shows as closed within 3 s, with the time the connect took', async ({ app, sandbox }) => {
  // Loopback only: every address of the server the check may connect to is 127.0.0.1.
  const server = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === 'staging-01')
  if (!server) throw new Error('the demo has no staging-01')
  server.IP = '127.0.0.1'
  for (const link of server.LinkedNetworks) link.IP = '127.0.0.1'
  await app.getByRole('button', { name: 'Refresh', exact: true }).click()
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
