import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { closeAllDialogs, closeWith, openDialog, searchPalette } from './dialogs'
import { expand, foldCategories, openPath, row } from './tree'

/** A tree row by its name (the accessible name starts with it, then address, state, count). */

const open = (app: Page, ...path: string[]) => openPath(app, path)

/** What the walk shows, and (a menu or a popover: no dialog to Esc) how it is put away again. */
type Shown = { name: string; show: (app: Page) => Promise<void>; hide?: (app: Page) => Promise<void> }

/** The main screens, each reached from the start the way a user clicks there. */
const SCREENS: Shown[] = [
  { name: 'overview', show: async () => {} },
  { name: 'servers list', show: (app) => open(app, 'Servers') },
  { name: 'server', show: (app) => open(app, 'Servers', 'web-01') },
  { name: 'networks', show: (app) => open(app, 'Private networks') },
  { name: 'public network', show: (app) => open(app, 'Public networks', 'shop-frontend') },
  { name: 'zones', show: (app) => open(app, 'DNS zones') },
  { name: 'zone', show: (app) => open(app, 'DNS zones', 'example.com') },
  { name: 'record', show: (app) => open(app, 'DNS zones', 'example.com', 'www A 203.0.113.10') },
  { name: 'certificates', show: (app) => open(app, 'SSL certificates') },
  {
    name: 'certificate',
    show: async (app) => {
      await expand(app, 'SSL certificates')
      await app.getByRole('treeitem', { name: /^\*\.example\.net/ }).click()
    },
  },
  { name: 'storage', show: (app) => open(app, 'Object storage') },
  { name: 'SSH keys', show: (app) => open(app, 'SSH keys') },
  {
    name: 'task centre',
    show: async (app) => {
      await app.getByRole('button', { name: /^Tasks/ }).click()
      await expect(app.getByRole('dialog')).toBeVisible()
    },
  },
]

/** Opens a dialog the way a user does: where its button is, then the button. */
function dialog(name: string, path: string[], button: string | RegExp): Shown {
  return {
    name,
    show: async (app) => {
      if (path.length) await open(app, ...path)
      await app
        .getByRole('main')
        .getByRole('button', { name: button, exact: typeof button === 'string' })
        .first()
        .click()
      await expect(app.getByRole('dialog').last()).toBeVisible()
    },
  }
}

/** A tags file as another computer exported it: one server's tags and a note, and a view. */
const TAGS_FILE = [
  'version: 1',
  'accounts:',
  '  - id: demo',
  '    label: Demo',
  '    resources:',
  '      - { kind: server, id: 1, tags: [env=prod, client=acme], note: "Главный веб-сервер" }',
  'views:',
  '  - { name: Prod everywhere, query: "tag:env=prod", pinned: true }',
  '',
].join('\n')

/** The header's Settings menu (a popover), its radios loaded. */
async function settingsMenu(app: Page): Promise<void> {
  await app.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(app.getByRole('group', { name: 'Settings' }).getByRole('radio').first()).toBeVisible()
}

/** The account switcher's menu. */
async function accountMenu(app: Page): Promise<void> {
  await app
    .getByRole('button', { name: /^Active account|Switch account/ })
    .first()
    .click()
  await expect(app.getByRole('menu')).toBeVisible()
}

/** A menu or popover is put away with Esc, as a user does. */
const escape = async (app: Page) => {
  await app.keyboard.press('Escape')
  await expect(app.getByRole('menu').or(app.getByRole('group', { name: 'Settings' }))).toHaveCount(0)
}

/** Every dialog and menu, reached from its screen: the forms, the confirmations, the palette, the journal, the settings. */
const DIALOGS: Shown[] = [
  dialog('create server', ['Servers'], 'Create server'),
  dialog('resize server', ['Servers', 'web-01'], 'Resize…'),
  dialog('clone server', ['Servers', 'web-01'], 'Clone…'),
  dialog('delete server', ['Servers', 'web-01'], 'Delete…'),
  dialog('make image', ['Servers', 'web-01'], 'Make image…'),
  {
    name: 'action confirmation',
    show: async (app) => {
      await open(app, 'Servers', 'web-01')
      const form = app.getByRole('form', { name: 'Run an action' })
      await form.getByText('Reboot', { exact: true }).click({ force: true })
      await form.getByRole('button', { name: 'Run action' }).click()
      await expect(app.getByRole('dialog').last()).toBeVisible()
    },
  },
  dialog('create private network', ['Private networks'], 'Create network'),
  dialog('rename private network', ['Private networks', 'app-backend'], 'Rename'),
  dialog('order public network', ['Public networks'], 'Order public network'),
  dialog('edit public network', ['Public networks', 'shop-frontend'], 'Edit'),
  dialog('create zone', ['DNS zones'], 'Create zone'),
  dialog('add record', ['DNS zones', 'example.com'], 'Add record'),
  dialog('edit record', ['DNS zones', 'example.com'], /^Edit A record/),
  dialog('delete zone', ['DNS zones', 'example.com'], 'Delete zone'),
  dialog('import zone file', ['DNS zones', 'example.com'], /^Import zone file/),
  dialog('order certificate', ['SSL certificates'], 'Order certificate'),
  dialog('add SSH key', ['SSH keys'], 'Add key'),
  {
    // With an entry's details open: its words, outcome and before/after are what a reader checks first.
    name: 'journal',
    show: async (app) => {
      await open(app, 'Private networks', 'app-backend')
      const rename = await openDialog(app, 'Rename', 'Rename network app-backend')
      await rename.getByRole('textbox', { name: 'Network name' }).fill('core-net')
      await closeWith(rename, 'Rename')
      await app.getByTestId('journal-button').click()
      const journal = app.getByTestId('journal')
      const entry = journal.getByRole('row', { name: /core-net/ }).first()
      await entry.locator('.n-data-table-expand-trigger').click()
      await expect(journal.getByText('Parameters', { exact: true })).toBeVisible()
    },
  },
  { name: 'palette', show: (app) => searchPalette(app, 'Command palette', 'web') },
  { name: 'settings menu', show: settingsMenu, hide: escape },
  {
    name: 'all settings',
    show: async (app) => {
      await settingsMenu(app)
      await app.getByRole('button', { name: 'All settings…' }).click()
      await expect(app.getByRole('dialog').last()).toBeVisible()
    },
  },
  { name: 'account menu', show: accountMenu, hide: escape },
  {
    name: 'export menu',
    show: async (app) => {
      await open(app, 'Servers')
      await app.getByTestId('export-servers').click()
      await expect(app.getByRole('menu')).toBeVisible()
    },
    hide: escape,
  },
  {
    name: 'account settings',
    show: async (app) => {
      await accountMenu(app)
      await app.getByRole('menu').getByText('Account settings…').click()
      await expect(app.getByRole('dialog').last()).toBeVisible()
    },
  },
  {
    name: 'fleet settings',
    show: async (app) => {
      // Home, the overview: the header's name.
      await app.getByRole('banner').getByRole('link').first().click()
      await app.getByRole('main').getByRole('button', { name: 'Settings of watching and warnings' }).click()
      await expect(app.getByRole('dialog').last()).toBeVisible()
    },
  },
  dialog('create storage user', ['Object storage'], 'Create user'),
  dialog('reset storage password', ['Object storage'], 'Reset password of backup'),
  {
    name: 'add SAN domains',
    show: async (app) => {
      await expand(app, 'SSL certificates')
      // The multi-domain certificate: the one that takes more names. (DNS zones below it are folded: its row is the last.)
      await app
        .getByRole('treeitem', { name: /^example\.com/ })
        .last()
        .click()
      await app.getByRole('main').getByRole('button', { name: 'Add SAN domains' }).click()
      await expect(app.getByRole('dialog').last()).toBeVisible()
    },
  },
  {
    name: 'save as view',
    show: async (app) => {
      await app.getByTestId('home').click()
      await app.getByTestId('fleet-filter-input').locator('input').fill('tag:env=prod')
      await app.getByTestId('save-view').click()
      await expect(app.getByTestId('view-name')).toBeVisible()
    },
  },
  {
    name: 'tags import',
    show: async (app) => {
      await app.getByTestId('home').click()
      const file = { name: 'hostdeck-tags.yml', mimeType: 'application/yaml', buffer: Buffer.from(TAGS_FILE) }
      await app.getByTestId('tags-import-file').setInputFiles(file)
      const preview = app.getByRole('dialog', { name: 'Import tags, notes and views' })
      await expect(preview.getByTestId('import-diff')).toContainText('Adds 1')
    },
  },
  {
    name: 'add account',
    show: async (app) => {
      await app
        .getByRole('button', { name: /^Active account|Switch account/ })
        .first()
        .click()
      await app.getByText('Add account…').click()
      await expect(app.getByRole('dialog').last()).toBeVisible()
    },
  },
]

type Found = { screen: string; id: string; impact: string; nodes: number; target: string }

/**
 * Label in name (WCAG 2.5.3): a control named by aria-label whose visible words are not inside its name (one who
 * says "click Publish in example.net" is not understood). Letters and digits only: an icon or a glyph is no label.
 */
function labelNotInName(app: Page): Promise<string[]> {
  return app.evaluate(() => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}.]+/gu, ' ')
        .trim()
    const controls = document.querySelectorAll(
      'button[aria-label], a[aria-label], [role="button"][aria-label], [role="link"][aria-label], [role="tab"][aria-label], [role="menuitem"][aria-label]',
    )
    return Array.from(controls)
      .filter((el) => el instanceof HTMLElement && el.checkVisibility())
      .map((el) => ({ shown: words((el as HTMLElement).innerText), name: words(el.getAttribute('aria-label') ?? '') }))
      .filter(({ shown, name }) => shown.length > 1 && !name.includes(shown))
      .map(({ shown, name }) => `"${shown}" not in "${name}"`)
  })
}

/** Axe over each screen in turn, from the start; what it finds, printed, and no critical, serious or moderate one. */
async function axeWalk(app: Page, label: string, screens: Shown[]): Promise<void> {
  const found: Found[] = []
  for (const screen of screens) {
    await screen.show(app)
    await expect(app.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeAttached()
    // Data arrives in steps: the main area is busy until the re-read the screen asked for has landed.
    await expect(app.getByRole('main')).not.toHaveAttribute('aria-busy', 'true')
    // Nothing fading in or out: a dialog half-way through its entrance has half its contrast (4.44:1 seen).
    await expect(app.locator('[class*="transition-enter"], [class*="transition-leave"]')).toHaveCount(0)
    const result = await new AxeBuilder({ page: app })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    for (const violation of result.violations) {
      found.push({
        screen: screen.name,
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        nodes: violation.nodes.length,
        target: violation.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | '),
      })
    }
    const mismatches = await labelNotInName(app)
    if (mismatches.length)
      found.push({
        screen: screen.name,
        id: 'label-in-name',
        impact: 'serious',
        nodes: mismatches.length,
        target: mismatches.join(' | '),
      })
    await screen.hide?.(app)
    // Dialogs over dialogs (a confirmation over its form): each Esc closes one.
    await closeAllDialogs(app)
    // Fold the categories again, so the next screen's rows are in sight of the (virtual) tree.
    await foldCategories(app, ['DNS zones', 'SSL certificates', 'Servers', 'Public networks'])
  }
  const count = (impact: string) => found.filter((f) => f.impact === impact).reduce((sum, f) => sum + f.nodes, 0)
  console.log(
    `[axe ${label}] critical ${count('critical')}, serious ${count('serious')}, moderate ${count('moderate')}, minor ${count('minor')}`,
  )
  for (const f of found) console.log(`[axe ${label}] ${f.impact} ${f.screen}: ${f.id} ×${f.nodes} ${f.target}`)
  expect(found.filter((f) => f.impact !== 'minor')).toEqual([])
}

/** At most this many screens per journey: each walk stays well under a minute on a busy machine (8 took 1–1.7 min
 * at a load of 20). */
const PER_WALK = 5
const EVERY_SCREEN = [...SCREENS, ...DIALOGS]
const WALK_COUNT = Math.ceil(EVERY_SCREEN.length / PER_WALK)
const WALK_SIZE = Math.ceil(EVERY_SCREEN.length / WALK_COUNT)
const WALKS = Array.from({ length: WALK_COUNT }, (_, i) => EVERY_SCREEN.slice(i * WALK_SIZE, (i + 1) * WALK_SIZE))

test('the axe walk covers every main screen, dialog and menu', () => {
  expect(EVERY_SCREEN.length).toBeGreaterThanOrEqual(44)
  expect(WALKS.every((walk) => walk.length <= PER_WALK)).toBe(true)
  expect(WALKS.flat()).toEqual(EVERY_SCREEN)
})

for (const theme of ['light', 'dark'] as const) {
  for (const screens of WALKS) {
    const label = `${theme}, ${screens[0]?.name} … ${screens.at(-1)?.name}`
    test(`every main screen, dialog and menu passes axe-core without critical, serious or moderate findings (${label})`, async ({
      app,
    }) => {
      await app.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      await app.reload()
      await expect(row(app, 'Servers')).toBeVisible()
      await axeWalk(app, label, screens)
    })
  }
}

test('the selects of Create server are comboboxes named by their labels, saying whether their list is open', async ({
  app,
}) => {
  await DIALOGS[0]!.show(app)
  const dialog = app.getByRole('dialog', { name: 'Create a server' })
  // Named while it waits for a Linux image (disabled), and once it can be used.
  const keys = dialog.getByRole('combobox', { name: 'SSH keys', exact: true })
  await expect(keys).toBeVisible()
  await dialog.getByTestId('create-server-image').click()
  await app.locator('.n-base-select-option', { hasText: 'Ubuntu 24.04 x64' }).first().click()
  await expect(dialog.getByRole('combobox', { name: 'Private network', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await keys.click()
  await expect(keys).toHaveAttribute('aria-expanded', 'true')
})
