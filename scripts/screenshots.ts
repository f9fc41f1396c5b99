// `npm run screenshots`: the main screens on the Demo data, light and dark, English and Russian (and the shell at
// 1,024 px in both), into resources/screenshots/.
// Drives the built browser host (run `npm run build` first) in Chromium, the way a user clicks through.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { DEMO_TOKEN, startSandbox } from '../electron/sandbox'
import { CHROMIUM_LAUNCH } from './chromium'
import { rendererBuilt, startDemoHost } from './demo-host'

const root = join(import.meta.dirname, '..')
const outDir = join(root, 'resources', 'screenshots')

const row = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}(,|$)`) }).first()

async function open(page: Page, ...path: string[]): Promise<void> {
  for (const [index, name] of path.entries()) {
    await row(page, name).click()
    if (index < path.length - 1 && (await row(page, name).getAttribute('aria-expanded')) === 'false')
      await page.keyboard.press('ArrowRight')
  }
  // Let tables and badges settle before the picture.
  await page.waitForTimeout(400)
}

/** Each screen: how to get there from the previous one. */
const SCREENS: Array<{ name: string; show: (page: Page, theme: 'light' | 'dark') => Promise<void> }> = [
  { name: 'overview', show: (page) => page.getByRole('region', { name: 'Account Demo' }).waitFor() },
  {
    name: 'palette',
    show: async (page) => {
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Command palette' }).fill('example')
      await page.getByRole('option').first().waitFor()
    },
  },
  { name: 'server', show: (page) => open(page, 'Servers', 'web-01') },
  {
    name: 'servers-batch-delete',
    show: async (page) => {
      await open(page, 'Servers')
      await page.getByRole('checkbox', { name: 'Select backup-01' }).click()
      await page.getByRole('checkbox', { name: 'Select staging-01' }).click()
      await page.waitForTimeout(200)
    },
  },
  { name: 'private-network', show: (page) => open(page, 'Private networks', 'app-backend') },
  { name: 'public-network', show: (page) => open(page, 'Public networks', 'shop-frontend') },
  {
    name: 'tree-filter',
    show: async (page) => {
      await page.getByRole('searchbox', { name: 'Filter resources' }).fill('203.0.113.1')
      await page.waitForTimeout(400)
      await row(page, 'www A 203.0.113.10').click()
      await page.waitForTimeout(400)
    },
  },
  {
    name: 'ssh-key',
    show: async (page) => {
      await page.getByRole('searchbox', { name: 'Filter resources' }).fill('')
      await open(page, 'SSH keys', 'Anna laptop')
    },
  },
  {
    name: 'dns-zone',
    show: async (page) => {
      await page.getByRole('searchbox', { name: 'Filter resources' }).fill('')
      await open(page, 'DNS zones', 'example.com')
    },
  },
  {
    name: 'ssl-certificate',
    show: async (page) => {
      await open(page, 'SSL certificates')
      if ((await row(page, 'SSL certificates').getAttribute('aria-expanded')) === 'false')
        await page.keyboard.press('ArrowRight')
      // A DNS zone has the same name as some certificates: pick the wildcard one, which only SSL has.
      await page.getByRole('treeitem', { name: /^\*\.example\.net/ }).click()
      await page.waitForTimeout(400)
    },
  },
  { name: 'storage', show: (page) => open(page, 'Object storage') },
  {
    name: 'task-centre',
    show: async (page, theme) => {
      // Tasks stay running between the two passes: each pass reboots its own server.
      const server = theme === 'light' ? 'web-02' : 'db-01'
      await open(page, 'Servers', server)
      const form = page.getByRole('form', { name: 'Run an action' })
      await form.getByText('Reboot', { exact: true }).click({ force: true })
      await form.getByRole('button', { name: 'Run action' }).click()
      await page
        .getByRole('dialog')
        .filter({ hasText: `${server}?` })
        .getByRole('button', { name: 'Reboot' })
        .click()
      await page.getByRole('button', { name: /^Tasks/ }).click()
      await page.waitForTimeout(600)
    },
  },
  {
    name: 'ssh-key-add',
    show: async (page) => {
      await open(page, 'SSH keys')
      await page.getByRole('button', { name: 'Add key' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add an SSH key' })
      await dialog.getByRole('textbox', { name: 'Key name' }).fill('build server')
      await dialog
        .getByRole('textbox', { name: 'Public key' })
        .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL ci@build.example.com')
      await page.waitForTimeout(400)
    },
  },
]

/** The same screens in Russian (tree rows by their Russian names), and the shell at 1,024 px in both languages. */
const RUSSIAN: Array<{ name: string; show: (page: Page) => Promise<void> }> = [
  { name: 'ru-server', show: (page) => open(page, 'Серверы', 'web-01') },
  { name: 'ru-public-network', show: (page) => open(page, 'Публичные сети', 'shop-frontend') },
  { name: 'ru-dns-zone', show: (page) => open(page, 'DNS-зоны', 'example.com') },
  { name: 'ru-storage', show: (page) => open(page, 'Объектное хранилище') },
  {
    name: 'ru-task-centre',
    show: async (page) => {
      await page.getByRole('button', { name: /^Задачи/ }).click()
      await page.waitForTimeout(600)
    },
  },
]

/** A dialog or the task centre's drawer left open by a screen: closed (and gone) before the next one clicks. */
async function closeOverlays(page: Page): Promise<void> {
  const open = page.locator('[role="dialog"], .n-drawer')
  if ((await open.count()) === 0) return
  await page.keyboard.press('Escape')
  await open.first().waitFor({ state: 'hidden' })
}

async function setLanguage(page: Page, settings: string, language: string): Promise<void> {
  await page.getByRole('button', { name: settings, exact: true }).click()
  await page.getByRole('radio', { name: language }).check({ force: true })
  await page.keyboard.press('Escape')
  await page.waitForTimeout(300)
}

/** The Settings dialog, from the header's menu (its "All settings…"), pictured and closed. */
export async function settingsShot(page: Page, settings: string, all: string, file: string): Promise<void> {
  await page.getByRole('button', { name: settings, exact: true }).click()
  await page.getByRole('button', { name: all }).click()
  await page.getByRole('dialog', { name: settings }).waitFor()
  await page.waitForTimeout(300)
  await page.screenshot({ path: file })
  console.log(`wrote ${file.slice(root.length + 1)}`)
  await closeOverlays(page)
}

async function main(): Promise<void> {
  if (!rendererBuilt()) throw new Error('Build the app first: npm run build')
  await mkdir(outDir, { recursive: true })
  // Slow tasks: nothing changes state while the pictures are taken.
  // The Demo as the app's own (every order paid): no warning notice stands over the pictures.
  const sandbox = await startSandbox({ paceMs: 600_000, customers: [{ token: DEMO_TOKEN, data: 'demo-paid' }] })
  const host = await startDemoHost(sandbox.baseUrl)
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    for (const theme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 760 }, colorScheme: theme })
      await page.goto(host.url)
      await row(page, 'Servers').waitFor()
      for (const screen of SCREENS) {
        await screen.show(page, theme)
        const file = join(outDir, `${screen.name}-${theme}.png`)
        await page.screenshot({ path: file })
        console.log(`wrote ${file.slice(root.length + 1)}`)
        await closeOverlays(page)
      }
      // Russian, then the narrowest supported window (1,024 px) in both languages.
      await page.reload()
      await row(page, 'Servers').waitFor()
      await setLanguage(page, 'Settings', 'Русский')
      for (const screen of RUSSIAN) {
        await screen.show(page)
        const file = join(outDir, `${screen.name}-${theme}.png`)
        await page.screenshot({ path: file })
        console.log(`wrote ${file.slice(root.length + 1)}`)
        await closeOverlays(page)
      }
      await page.setViewportSize({ width: 1024, height: 700 })
      await open(page, 'Серверы', 'web-01')
      await page.screenshot({ path: join(outDir, `ru-1024-server-${theme}.png`) })
      await settingsShot(page, 'Настройки', 'Все настройки…', join(outDir, `ru-1024-settings-${theme}.png`))
      await setLanguage(page, 'Настройки', 'English')
      await page.screenshot({ path: join(outDir, `en-1024-server-${theme}.png`) })
      await settingsShot(page, 'Settings', 'All settings…', join(outDir, `en-1024-settings-${theme}.png`))
      console.log(`wrote resources/screenshots/{ru,en}-1024-server-${theme}.png`)
      await page.close()
    }
  } finally {
    await browser.close()
    await host.stop()
    await sandbox.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
