import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { row } from './tree'

const server = (sandbox: SandboxHandle, name: string) =>
  [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === name)!

async function openServers(app: Page): Promise<void> {
  await row(app, 'Servers').click()
  if ((await row(app, 'Servers').getAttribute('aria-expanded')) === 'false') await app.keyboard.press('ArrowRight')
}

test('values a hostile API sends are shown as unknown with a notice, exported as placeholders, names isolated', async ({
  app,
  sandbox,
}, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'the native save dialog cannot be driven from a test')
  // The start's reads have landed first: F5 while one is out joins it, and its answer may predate the values below.
  await expect(row(app, 'Servers')).toBeVisible()
  await expect(app.getByRole('main')).not.toHaveAttribute('aria-busy', 'true')
  const web = server(sandbox, 'web-01')
  web.IP = '203.0.113.5\n  ProxyCommand touch /tmp/hostdeck-pwned'
  web.AdminUserName = "root ansible_ssh_common_args='-o ProxyCommand=x'"
  const other = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s !== web)!
  other.Name = 'db\u202egpj.exe'
  await app.keyboard.press('F5')
  await openServers(app)
  await expect(row(app, 'db⟦U+202E⟧gpj.exe')).toBeVisible()
  await row(app, 'web-01').click()
  await expect(app.getByRole('heading', { name: 'web-01' })).toBeVisible()
  await expect(app.getByTestId('server-refused')).toContainText('an IP address, a login')

  await row(app, 'Servers').click()
  await app.getByTestId('export-servers').click()
  const [download] = await Promise.all([app.waitForEvent('download'), app.getByText('OpenSSH config entries').click()])
  const config = await readFile((await download.path())!, 'utf8')
  // The address the service sent is refused; the server's own link on the public network still gives a good one.
  expect(config).toMatch(/^Host web-01\n {4}HostName "(\d+\.){3}\d+"\n {4}# User left-out-not-valid/m)
  expect(config).not.toMatch(/^\s*ProxyCommand/im)
  await expect(
    app.getByText(/Left out, because the service sent a value that is not of its kind: web-01/),
  ).toBeVisible()
})
