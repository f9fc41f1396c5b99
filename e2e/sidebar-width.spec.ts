import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startBrowserHost } from './hosts'

// The sidebar's width is kept with the preferences (it travels with the start page), not in the page's localStorage:
// reading that is a synchronous load that held the first paint some 60 ms.

const LEGACY_KEY = 'hostdeck.sidebarWidth'
const handle = (page: Page) => page.getByRole('separator', { name: 'Sidebar width' })
const keptWidth = async (dataDir: string) =>
  (
    JSON.parse(await readFile(join(dataDir, 'preferences.json'), 'utf8').catch(() => '{}')) as {
      sidebarWidth?: unknown
    }
  ).sidebarWidth

test('the sidebar keeps the width it was given across restarts, and carries over the one an older version kept', async ({
  browser,
  sandbox,
}, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'starts browser hosts of its own')
  const host = await startBrowserHost({ env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl } })
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    // An older Hostdeck kept 333 px in the page; the first start of this one finds it there, once.
    await context.addInitScript(
      ([key]) => {
        if (sessionStorage.getItem('seeded')) return
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem(key!, '333')
      },
      [LEGACY_KEY],
    )
    const page = await context.newPage()
    await page.goto(host.url)
    await expect(handle(page)).toHaveAttribute('aria-valuenow', '333')
    await expect.poll(() => keptWidth(host.dataDir)).toBe(333)
    expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull()

    // Moved with the keyboard: kept once the presses pause, and the next start paints with it.
    await handle(page).focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(handle(page)).toHaveAttribute('aria-valuenow', '363')
    await expect.poll(() => keptWidth(host.dataDir)).toBe(363)
    await page.reload()
    await expect(handle(page)).toHaveAttribute('aria-valuenow', '363')
    const aside = page.locator('aside').first()
    expect(Math.round((await aside.boundingBox())!.width)).toBe(363)
  } finally {
    await context.close()
    await host.stop()
  }
})
