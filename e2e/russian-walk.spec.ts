import type { Page } from '@playwright/test'
import { englishWords } from '../renderer/src/i18n/english-words'
import { expect, test } from './fixtures'
import { row } from './tree'

async function open(app: Page, ...path: string[]): Promise<void> {
  for (const [index, name] of path.entries()) {
    await row(app, name).click()
    if (index < path.length - 1 && (await row(app, name).getAttribute('aria-expanded')) === 'false')
      await app.keyboard.press('ArrowRight')
  }
}

/** The Demo account's own names (what the user called things), which no translation touches. */
const DEMO_NAMES = [
  'shop',
  'frontend',
  'replication',
  'blog',
  'dmarc',
  'backup',
  'Anna',
  'laptop',
  'media',
  'ci',
  'build',
  'deploy',
  'admin',
]

/** Every main screen, in Russian (tree rows by their Russian names). */
const SCREENS: Array<{ name: string; show: (app: Page) => Promise<void> }> = [
  { name: 'обзор', show: async () => {} },
  { name: 'серверы', show: (app) => open(app, 'Серверы') },
  { name: 'сервер', show: (app) => open(app, 'Серверы', 'web-01') },
  { name: 'частные сети', show: (app) => open(app, 'Частные сети', 'app-backend') },
  { name: 'публичная сеть', show: (app) => open(app, 'Публичные сети', 'shop-frontend') },
  { name: 'зоны', show: (app) => open(app, 'DNS-зоны') },
  { name: 'зона', show: (app) => open(app, 'DNS-зоны', 'example.com') },
  { name: 'сертификаты', show: (app) => open(app, 'SSL-сертификаты') },
  { name: 'хранилище', show: (app) => open(app, 'Объектное хранилище') },
  { name: 'SSH-ключи', show: (app) => open(app, 'SSH-ключи') },
  {
    name: 'центр задач',
    show: async (app) => {
      await app.getByRole('button', { name: /^Задачи/ }).click()
      await expect(app.getByRole('dialog')).toBeVisible()
    },
  },
]

test('every main screen in Russian shows no English words (only names and values)', async ({ app }) => {
  test.setTimeout(120_000)
  await app.getByRole('button', { name: 'Settings', exact: true }).click()
  await app.getByRole('radio', { name: 'Русский' }).check({ force: true })
  await app.keyboard.press('Escape')
  await expect(row(app, 'Серверы')).toBeVisible()
  // Started again in Russian: its messages (a chunk of their own) load before the first paint, so no English
  // row ever shows, not even for a frame.
  await app.addInitScript(() => {
    const seen = globalThis as unknown as { __englishRow?: boolean }
    new MutationObserver(() => {
      if (document.querySelector('[role="treeitem"][aria-label^="Servers"]')) seen.__englishRow = true
    }).observe(document, { childList: true, subtree: true, attributes: true })
  })
  await app.reload()
  await expect(row(app, 'Серверы')).toBeVisible()
  expect(await app.evaluate(() => (globalThis as unknown as { __englishRow?: boolean }).__englishRow ?? false)).toBe(
    false,
  )
  const allowed = new Set(DEMO_NAMES.map((w) => w.toLowerCase()))
  const found: string[] = []
  for (const screen of SCREENS) {
    await screen.show(app)
    // Data arrives in steps: the main area is busy until the re-read the screen asked for has landed.
    await expect(app.getByRole('main')).not.toHaveAttribute('aria-busy', 'true')
    // What is on screen, and what is heard: visible text plus accessible names and placeholders.
    // Machine text (.mono: addresses, keys, zone-file lines; a record's value) is data, not words: left out.
    const text = await app.evaluate(() => {
      const visible: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (
          !parent ||
          parent.closest('.mono, code, pre, script, style, [data-col-key="value"]') ||
          !parent.checkVisibility()
        )
          continue
        visible.push(node.textContent ?? '')
      }
      const attrs = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))
        .filter((el) => !el.closest('.mono'))
        .map((el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '))
      return `${visible.join('\n')}\n${attrs.join('\n')}`
    })
    for (const word of englishWords(text)) if (!allowed.has(word.toLowerCase())) found.push(`${screen.name}: ${word}`)
    if (await app.getByRole('dialog').count()) await app.keyboard.press('Escape')
    for (const category of ['DNS-зоны', 'Серверы', 'Публичные сети', 'Частные сети']) {
      if ((await row(app, category).getAttribute('aria-expanded')) === 'true') {
        await row(app, category).click()
        await app.keyboard.press('ArrowLeft')
      }
    }
  }
  expect([...new Set(found)]).toEqual([])
})
