import type { Page } from '@playwright/test'
import { englishWords } from '../renderer/src/i18n/english-words'
import { expect, test } from './fixtures'
import { closeAllDialogs, searchPalette } from './dialogs'
import { foldCategories, row, openPath } from './tree'

const open = (app: Page, ...path: string[]) => openPath(app, path)

/** Opens web-02, picks Reboot in its action form and runs it: the confirmation opens. */
async function askToReboot(app: Page): Promise<void> {
  await open(app, 'Серверы', 'web-02')
  const form = app.getByRole('form', { name: 'Выполнить действие' })
  await form.getByText('Перезагрузить', { exact: true }).click({ force: true })
  await form.getByRole('button', { name: 'Выполнить' }).click()
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

/** Product names with capitals inside that are names, not identifiers. */
const RAW_ALLOWED = new Set(['PositiveSSL', 'GlobalSign', 'AlphaSSL', 'GeoTrust', 'RapidSSL', 'QuickSSL', 'DataSpace'])

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
    name: 'действие: подтверждение',
    show: async (app) => {
      await askToReboot(app)
      await expect(app.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'действие: запущено',
    show: async (app) => {
      await askToReboot(app)
      await app.getByRole('dialog').getByRole('button', { name: 'Перезагрузить' }).click()
      await expect(app.getByRole('dialog')).toBeHidden()
      await expect(app.getByRole('region', { name: 'История действий' })).toContainText('Перезагрузка')
    },
  },
  {
    name: 'центр задач',
    show: async (app) => {
      await app.getByRole('button', { name: /^Задачи/ }).click()
      await expect(app.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'журнал',
    show: async (app) => {
      await app.getByTestId('journal-button').click()
      await expect(app.getByTestId('journal')).toBeVisible()
      await app.getByTestId('journal').locator('.n-data-table-expand-trigger').first().click()
      await expect(app.getByTestId('journal-details')).toBeVisible()
    },
  },
  { name: 'палитра', show: (app) => searchPalette(app, 'Палитра команд', 'web') },
  { name: 'новая запись', show: (app) => openDialog(app, ['DNS-зоны', 'example.com'], 'Добавить запись') },
  { name: 'заказ сертификата', show: (app) => openDialog(app, ['SSL-сертификаты'], 'Заказать сертификат') },
  { name: 'новый сервер', show: (app) => openDialog(app, ['Серверы'], 'Создать сервер') },
  { name: 'конфигурация', show: (app) => openDialog(app, ['Серверы', 'web-01'], 'Изменить конфигурацию…') },
  { name: 'клон', show: (app) => openDialog(app, ['Серверы', 'web-01'], 'Клонировать…') },
  { name: 'образ', show: (app) => openDialog(app, ['Серверы', 'web-01'], 'Сделать образ…') },
  { name: 'новый SSH-ключ', show: (app) => openDialog(app, ['SSH-ключи'], 'Добавить ключ') },
  { name: 'новая зона', show: (app) => openDialog(app, ['DNS-зоны'], 'Создать зону') },
  { name: 'публичная сеть: заказ', show: (app) => openDialog(app, ['Публичные сети'], 'Заказать публичную сеть') },
]

async function openDialog(app: Page, path: string[], button: string): Promise<void> {
  await open(app, ...path)
  await app.getByRole('main').getByRole('button', { name: button, exact: true }).first().click()
  await expect(app.getByRole('dialog').last()).toBeVisible()
}

/** A message key or an identifier of the API that reached the screen instead of words. */
const RAW =
  /\b(?:accounts|tree|forms|servers|networks|sshKeys|dns|ssl|storage|tasks|session|images|lists|journal|fleet|common|app)\.[A-Za-z_.]+\b|\b[a-z]+_[a-z][A-Za-z]+\b|\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g

test('every main screen and dialog in Russian shows no English words and no raw key (only names and values)', async ({
  app,
}) => {
  test.setTimeout(300_000)
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
          parent.closest('.mono, code, pre, script, style, [data-col-key="value"], [data-service-text]') ||
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
    for (const raw of text.match(RAW) ?? []) if (!RAW_ALLOWED.has(raw)) found.push(`${screen.name}: raw ${raw}`)
    await closeAllDialogs(app)
    await foldCategories(app, ['DNS-зоны', 'Серверы', 'Публичные сети', 'Частные сети'])
  }
  expect([...new Set(found)]).toEqual([])
})
