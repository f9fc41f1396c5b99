import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { DEMO_TOKEN, startSandbox } from '../electron/sandbox'
import { addZone } from '../electron/sandbox/state/dns'
import { addActiveAccount, switchTo } from './accounts'
import { expect, test } from './fixtures'
import { startBrowserHost } from './hosts'
import { listPane, openPath, openServer, openStorage, openZone } from './tree'

const CLIENT_TOKEN = 'client-e2e-token-organise'
const STAGING_TOKEN = 'staging-e2e-token-organise'
const ZONE = 'client-organise.example'

async function open(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage()
  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'All accounts' })).toBeVisible()
  return page
}

/** Adds tags in the open pane's "Tags and note" section and waits for their chips. */
async function tag(app: Page, tags: string, expected: string[]): Promise<void> {
  const section = app.getByTestId('resource-tags')
  await section.getByRole('textbox', { name: 'Add tags' }).fill(tags)
  await section.getByRole('textbox', { name: 'Add tags' }).press('Enter')
  for (const chip of expected) await expect(section.getByTestId('tag-chip').filter({ hasText: chip })).toBeVisible()
}

async function palette(app: Page, query: string) {
  const box = app.getByRole('combobox', { name: 'Command palette' })
  if (!(await box.isVisible())) await app.keyboard.press('Control+k')
  await expect(box).toBeFocused()
  await box.fill(query)
  return app.getByRole('listbox').getByRole('option')
}

test('tags across accounts: the filter finds them in the palette and the overview, a saved view opens offline, and an export brings them back after a wipe', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'restarting the host on the same data folder is the browser host’s')
  // One simulator for all three accounts, so that stopping it leaves every account offline.
  const api = await startSandbox({
    paceMs: 150,
    customers: [
      { token: DEMO_TOKEN, data: 'demo' },
      { token: CLIENT_TOKEN, data: 'demo' },
      { token: STAGING_TOKEN, data: 'empty' },
    ],
  })
  addZone(api.state(CLIENT_TOKEN), { Name: ZONE, State: 'Active', IsDelegate: true, createdAt: Date.now() })
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-e2e-organise-'))
  const env = { HOSTDECK_DEMO_API_URL: api.baseUrl }
  let host = await startBrowserHost({ dataDir, env })
  let apiOpen = true
  try {
    let app = await open(browser, host.url)
    await addActiveAccount(app, { label: 'Staging', baseUrl: api.baseUrl, token: STAGING_TOKEN })
    await addActiveAccount(app, { label: 'Client', baseUrl: api.baseUrl, token: CLIENT_TOKEN })

    // A zone in Client and a server in Demo, tagged from their panes.
    await openZone(app, ZONE)
    await tag(app, 'env=prod client=acme', ['env=prod', 'client=acme'])
    await switchTo(app, 'Demo')
    await openServer(app, 'web-01')
    await tag(app, 'env=prod', ['env=prod'])
    // The note is kept too.
    await app.getByTestId('tags-note').locator('textarea').fill('Главный веб-сервер')
    await app.getByTestId('tags-save-note').click()
    await expect(app.getByTestId('tags-save-note')).toBeDisabled()

    // The servers list reads the same language in its search box.
    const servers = await listPane(app, 'Servers')
    await servers.getByRole('searchbox', { name: 'Search Servers' }).fill('tag:env=prod')
    await expect(servers.getByRole('button', { name: 'web-01' })).toBeVisible()
    await expect(servers.getByRole('button', { name: 'db-01' })).toHaveCount(0)

    // The palette finds both, across accounts.
    const rows = await palette(app, 'tag:env=prod')
    await expect(rows.filter({ hasText: 'web-01' })).toHaveCount(1)
    await expect(rows.filter({ hasText: ZONE })).toHaveCount(1)
    // A bad term says what to write instead.
    await palette(app, 'tag:env=prod colour:red')
    await expect(app.getByRole('status').filter({ hasText: '“colour:red” is no filter' })).toBeVisible()
    await app.keyboard.press('Escape')

    // So does the overview's filter; saved as a view, pinned in the sidebar.
    await app.getByTestId('home').click()
    await app.getByTestId('fleet-filter-input').locator('input').fill('tag:env=prod')
    const found = app.getByRole('list', { name: 'Found resources' })
    await expect(found.getByRole('button', { name: 'web-01' })).toBeVisible()
    await expect(found.getByRole('button', { name: ZONE })).toBeVisible()
    await app.getByTestId('save-view').click()
    await app.getByTestId('view-name').locator('input').fill('Prod everywhere')
    await app.getByTestId('view-name').locator('input').press('Enter')
    await expect(app.getByTestId('sidebar-views').getByRole('button', { name: 'Prod everywhere' })).toBeVisible()

    // The simulator stops: the view still opens from the palette, from the cache, with its age.
    await api.close()
    apiOpen = false
    await app.getByTestId('fleet-filter-input').locator('input').fill('')
    await (await palette(app, 'Prod everywhere')).filter({ hasText: 'View: Prod everywhere' }).click()
    await expect(app.getByTestId('fleet-filter-input').locator('input')).toHaveValue('tag:env=prod')
    await expect(found.getByRole('button', { name: 'web-01' })).toBeVisible()
    await expect(found.getByRole('button', { name: ZONE })).toBeVisible()
    await expect(app.getByTestId('fleet-filter-age')).toContainText('from the cache')

    // Export, wipe the tags, import: everything is back.
    const download = app.waitForEvent('download')
    await app.getByTestId('tags-export').click()
    const file = join(dataDir, 'exported-tags.yml')
    await (await download).saveAs(file)
    const yaml = await readFile(file, 'utf8')
    expect(yaml).toContain('env=prod')
    expect(yaml).toContain('Prod everywhere')
    await app.context().close()
    await host.stop()
    await rm(join(dataDir, 'tags.json'))
    host = await startBrowserHost({ dataDir, env })
    app = await open(browser, host.url)
    await expect(app.getByTestId('sidebar-views')).toHaveCount(0)
    await app.getByTestId('tags-import-file').setInputFiles(file)
    const preview = app.getByRole('dialog', { name: 'Import tags, notes and views' })
    await expect(preview.getByTestId('import-diff')).toContainText('Adds 2, replaces 0')
    await preview.getByTestId('import-confirm').click()
    await expect(preview).toBeHidden()
    await app.getByTestId('sidebar-views').getByRole('button', { name: 'Prod everywhere' }).click()
    const back = app.getByRole('list', { name: 'Found resources' })
    await expect(back.getByRole('button', { name: 'web-01' })).toBeVisible()
    await expect(back.getByRole('button', { name: ZONE })).toBeVisible()
    // The note came back with the tags.
    await back.getByRole('button', { name: 'web-01' }).click()
    await expect(app.getByTestId('tags-note').locator('textarea')).toHaveValue('Главный веб-сервер')
    await app.context().close()
  } finally {
    await host.stop()
    if (apiOpen) await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('a zone’s records and the storage’s users show their tags and read the filter language; so does the tree’s filter', async ({
  app,
  sandbox,
}) => {
  // A record and a storage user, tagged from their panes.
  await openZone(app)
  await app.getByRole('button', { name: 'Open A record shop' }).click()
  await tag(app, 'env=prod', ['env=prod'])
  await openZone(app)
  const records = app.getByRole('region', { name: 'example.com', exact: true })
  await records.getByRole('searchbox', { name: 'Search Records of example.com' }).fill('tag:env=prod')
  const table = records.locator('.data-list')
  await expect(table.getByRole('button', { name: 'Open A record shop' })).toBeVisible()
  await expect(table.getByRole('button', { name: 'Open A record www' })).toHaveCount(0)
  await expect(table.getByTestId('tag-chip').filter({ hasText: 'env=prod' })).toHaveCount(1)

  const { shown } = await openStorage(app, sandbox)
  await app.getByRole('button', { name: 'Open user media' }).click()
  await tag(app, 'client=acme', ['client=acme'])
  await openPath(app, [shown])
  const users = app.getByRole('region', { name: shown, exact: true })
  await users.getByRole('searchbox', { name: 'Search Storage users' }).fill('-tag:client')
  const usersTable = users.locator('.data-list')
  await expect(usersTable.getByRole('button', { name: 'Open user backup' })).toBeVisible()
  await expect(usersTable.getByRole('button', { name: 'Open user media' })).toHaveCount(0)

  // The tree's filter box: the tagged record and user, nothing else.
  await app.getByRole('searchbox', { name: 'Filter resources' }).fill('tag:env=prod')
  const tree = app.getByRole('tree')
  await expect(tree.getByRole('treeitem', { name: /^shop A 203\.0\.113\.11/ })).toBeVisible()
  await expect(tree.getByRole('treeitem', { name: /^www A/ })).toHaveCount(0)
  await expect(tree.getByRole('treeitem', { name: /^media/ })).toHaveCount(0)
})

test('saved views are renamed and deleted from the overview: one request a click, a name clash refused', async ({
  app,
}) => {
  const sent: string[] = []
  app.on('request', (request) => {
    const channel = /\/api\/invoke\/(tags%3A(?:saveView|deleteView))$/.exec(request.url())?.[1]
    if (channel) sent.push(decodeURIComponent(channel))
  })
  const filter = app.getByTestId('fleet-filter-input').locator('input')
  const saved: Array<[string, string]> = [
    ['Stopped', 'state:stopped'],
    ['Zones', 'kind:zone'],
  ]
  for (const [name, query] of saved) {
    await filter.fill(query)
    await app.getByTestId('save-view').click()
    await app.getByTestId('view-name').locator('input').fill(name)
    await app.getByTestId('view-name').locator('input').press('Enter')
    await expect(app.getByTestId('saved-views').getByRole('button', { name: `Open view ${name}` })).toBeVisible()
  }
  const views = app.getByTestId('saved-views')
  expect(sent).toEqual(['tags:saveView', 'tags:saveView'])

  // Another view's name (case aside) is refused in place, and nothing is sent.
  await views.getByRole('button', { name: 'Rename view Zones' }).click()
  const rename = app.getByTestId('rename-view')
  const name = rename.getByRole('textbox', { name: 'New name of “Zones”' })
  await name.fill('stopped')
  await expect(rename.getByTestId('rename-clash')).toHaveText('A view is named “Stopped” already: choose another name.')
  await name.press('Enter')
  await expect(rename.getByRole('button', { name: 'Rename' })).toBeDisabled()
  // A double click renames once.
  await name.fill('DNS zones')
  await rename.getByRole('button', { name: 'Rename' }).dblclick()
  await expect(views.getByRole('button', { name: 'Open view DNS zones' })).toBeVisible()
  await expect(views.getByRole('button', { name: 'Open view Zones' })).toHaveCount(0)
  expect(sent).toEqual(['tags:saveView', 'tags:saveView', 'tags:saveView'])

  // Delete asks first; cancelling keeps it.
  await views.getByRole('button', { name: 'Delete view Stopped' }).click()
  const ask = app.getByRole('dialog', { name: 'Delete view “Stopped”?' })
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  await views.getByRole('button', { name: 'Delete view Stopped' }).click()
  await ask.getByRole('button', { name: 'Delete view' }).dblclick()
  await expect(views.getByRole('button', { name: 'Open view Stopped' })).toHaveCount(0)
  await expect(app.getByTestId('sidebar-views').getByRole('button', { name: 'Stopped' })).toHaveCount(0)
  expect(sent.filter((c) => c === 'tags:deleteView')).toEqual(['tags:deleteView'])
})
