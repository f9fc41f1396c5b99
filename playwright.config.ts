import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type PlaywrightTestOptions, type PlaywrightWorkerOptions } from '@playwright/test'
import type { Dialect } from './electron/sandbox'
import { CHROMIUM_LAUNCH } from './scripts/chromium'

/**
 * The Electron binary, when this machine has one (`npx install-electron --no`), found by its files: since Electron 42,
 * `require('electron')` downloads a missing binary instead of saying it is missing.
 */
function electronBinary(): string | undefined {
  const pkg = join(__dirname, 'node_modules', 'electron')
  const pathFile = join(pkg, 'path.txt')
  const binary = existsSync(pathFile) ? join(pkg, 'dist', readFileSync(pathFile, 'utf8').trim()) : undefined
  return binary && existsSync(binary) ? binary : undefined
}
const hasElectron = electronBinary() !== undefined
if (!hasElectron && !process.env.HOSTDECK_QUIET) {
  console.log(
    '[e2e] No Electron binary on this machine: the "electron" project is skipped; the browser host runs every journey.',
  )
}

/** The browser host's Chromium, the same for every dialect. */
const browserHost: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 800 },
  launchOptions: CHROMIUM_LAUNCH,
}

export default defineConfig<{ dialect: Dialect }>({
  testDir: 'e2e',
  // A hang guard, not a speed goal: the longest journeys (a server's whole life, seven record forms) take 45–60 s
  // on a machine whose two cores are busy with something else, as CI's may be.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two journeys at once: the machine has two cores, and most of a journey waits on a paced simulator. A third (tried)
  // made the suite CPU-bound on two cores (load 14; 159 journeys in 13.2 min) and a refresh race surfaced.
  // Journeys wait for what they use to be there (the palette's shortcut, a refresh's read), never for a fixed time.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'browser-host',
      use: browserHost,
    },
    {
      // The journeys tagged @dialects run again against the seed's literal shapes.
      name: 'browser-host, seed dialect',
      grep: /@dialects/,
      use: {
        dialect: 'seed',
        ...browserHost,
      },
    },
    ...(hasElectron ? [{ name: 'electron', use: { viewport: { width: 1280, height: 800 } } }] : []),
  ],
})
