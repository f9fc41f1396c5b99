import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { startBrowserHost } from './hosts'
import { openDialogFrom } from './tree'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL journal@test'

async function open(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(url)
  return page
}

/** Add key from the SSH keys list, filled in with a key titled `title`, sent: the dialog. */
async function sendKey(app: Page, title: string): Promise<Locator> {
  const dialog = await openDialogFrom(app, 'SSH keys', 'Add key', 'Add an SSH key')
  await dialog.getByRole('textbox', { name: 'Key name' }).fill(title)
  await dialog.getByRole('textbox', { name: 'Public key' }).fill(KEY)
  await dialog.getByRole('button', { name: 'Add key' }).click()
  return dialog
}

test('a read-only journal refuses a change with its reason and nothing reaches the simulator; a kill during a change, then a restart, resolves the entry to made without a click', async ({
  browser,
  sandbox,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'electron',
    'killing and restarting the host on the same data folder is the browser host’s',
  )
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-e2e-journal-'))
  const env = { HOSTDECK_DEMO_API_URL: sandbox.baseUrl }
  const journal = join(dataDir, 'journal')
  const file = join(journal, 'demo.jsonl')
  const keys = () => [...sandbox.state(DEMO_TOKEN).sshKeys.values()].map((k) => k.Title)
  // Root writes through permissions: a folder in the file's place is what it cannot write to.
  const asRoot = process.getuid?.() === 0
  await mkdir(journal, { recursive: true })
  if (asRoot) await mkdir(file)
  else {
    await writeFile(file, '')
    await chmod(file, 0o400)
    await chmod(journal, 0o500)
  }
  let host = await startBrowserHost({ dataDir, env })
  try {
    // The change is refused before it is sent, saying why and what to do; the service never hears of it.
    let app = await open(browser, host.url)
    const refused = await sendKey(app, 'refused laptop')
    await expect(refused.getByRole('alert')).toContainText(/Nothing was sent/)
    expect(sandbox.counter.count('POST', '/sshkey')).toBe(0)
    await app.context().close()
    await host.stop()
    if (asRoot) await rm(file, { recursive: true })
    else await chmod(journal, 0o700).then(() => chmod(file, 0o600))

    // Killed while the change is on its way: the service makes it, no answer is ever written down.
    sandbox.faults.set([{ method: 'POST', path: '/sshkey', latencyMs: 1_500 }])
    host = await startBrowserHost({ dataDir, env })
    app = await open(browser, host.url)
    await sendKey(app, 'cut laptop')
    await expect.poll(() => sandbox.counter.count('POST', '/sshkey')).toBe(1)
    await host.kill()
    await app.context().close()
    await expect.poll(keys).toContain('cut laptop')
    sandbox.faults.clear()

    // Started again on the same folder: the entry is checked with the service on its own, and reads made.
    host = await startBrowserHost({ dataDir, env })
    app = await open(browser, host.url)
    await app.getByTestId('journal-button').click()
    const entry = app.getByTestId('journal').getByRole('row', { name: /cut laptop/ })
    await expect(entry).toContainText('Made: checked with the service')
    expect(sandbox.counter.count('POST', '/sshkey')).toBe(1)
    expect(keys().filter((title) => title === 'cut laptop')).toHaveLength(1)
    await app.context().close()
  } finally {
    await host.stop()
    await chmod(journal, 0o700).catch(() => undefined)
    await rm(dataDir, { recursive: true, force: true })
  }
})
