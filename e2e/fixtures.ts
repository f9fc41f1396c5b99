import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, _electron, type Page } from '@playwright/test'
import { startBrowserHost, testEnv } from './hosts'

/**
 * `app` is the Hostdeck window for the project at hand: a Chromium page on the browser host, or the first
 * window of the real Electron app where the machine has an Electron binary. Each test gets its own data dir.
 */
export const test = base.extend<{ app: Page }>({
  app: async ({ browser }, use, testInfo) => {
    if (testInfo.project.name === 'electron') {
      const userData = await mkdtemp(join(tmpdir(), 'hostdeck-electron-'))
      const electronApp = await _electron.launch({ args: [join(__dirname, '..'), `--user-data-dir=${userData}`], env: testEnv() as Record<string, string> })
      const page = await electronApp.firstWindow()
      await use(page)
      await electronApp.close()
      await rm(userData, { recursive: true, force: true })
      return
    }
    const host = await startBrowserHost()
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(host.url)
    await use(page)
    await context.close()
    await host.stop()
  },
})

export { expect } from '@playwright/test'
