import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, _electron, type Page } from '@playwright/test'
import { DEMO_TOKEN, createManualClock, startSandbox, type Dialect, type SandboxHandle } from '../electron/sandbox'
import { startBrowserHost, testEnv } from './hosts'

/**
 * `sandbox` is the API the Demo account talks to, started in the test process so a journey can assert what
 * the API then holds (`sandbox.state(DEMO_TOKEN)`, `sandbox.requests.last(...)`).
 * `app` is the Hostdeck window for the project at hand: a Chromium page on the browser host, or the first
 * window of the real Electron app where the machine has an Electron binary. Each test gets its own data dir.
 */
export const test = base.extend<{ dialect: Dialect; sandbox: SandboxHandle; app: Page }>({
  /** Which shapes the simulator speaks: the real service's (default) or the seed's (the "seed dialect" project). */
  dialect: ['real', { option: true }],
  sandbox: async ({ dialect }, use) => {
    const sandbox = await startSandbox({ paceMs: 150, dialect })
    await use(sandbox)
    await sandbox.close()
  },
  app: async ({ browser, sandbox }, use, testInfo) => {
    const env = { HOSTDECK_DEMO_API_URL: sandbox.baseUrl }
    if (testInfo.project.name === 'electron') {
      const userData = await mkdtemp(join(tmpdir(), 'hostdeck-electron-'))
      const electronApp = await _electron.launch({
        args: [join(__dirname, '..'), `--user-data-dir=${userData}`],
        env: testEnv(env) as Record<string, string>,
      })
      const page = await electronApp.firstWindow()
      await use(page)
      await electronApp.close()
      await rm(userData, { recursive: true, force: true })
      return
    }
    const host = await startBrowserHost({ env })
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(host.url)
    await use(page)
    await context.close()
    await host.stop()
  },
})

/** How long each step of a sandbox task takes on a paced test's clock. */
export const PACE_MS = 1_000

/**
 * `test` with a sandbox whose tasks move only when the test advances its `clock` (PACE_MS a step): a running task
 * is seen running, then stepping, however slow the machine.
 */
export const pacedTest = test.extend<{ clock: ReturnType<typeof createManualClock> }>({
  // eslint-disable-next-line no-empty-pattern
  clock: async ({}, use) => use(createManualClock()),
  sandbox: async ({ clock }, use) => {
    const sandbox = await startSandbox({ paceMs: PACE_MS, clock })
    await use(sandbox)
    await sandbox.close()
  },
})

export { expect } from '@playwright/test'
export { DEMO_TOKEN }
