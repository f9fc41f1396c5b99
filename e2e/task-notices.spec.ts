import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createManualClock, DEMO_TOKEN, startSandbox } from '../electron/sandbox'
import { expect, test } from './fixtures'
import { startBrowserHost } from './hosts'

// A task that ends while no window is connected is announced when one connects — once, not on every visit.
test('a task that ended while no tab was open is announced when one opens, and only once', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'electron',
    'the desktop window is always connected; this is the browser host’s case',
  )
  const clock = createManualClock()
  const sandbox = await startSandbox({ paceMs: 1_000, clock })
  const host = await startBrowserHost({ env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl } })
  try {
    const context = await browser.newContext()
    const first = await context.newPage()
    await first.goto(host.url)
    const tree = first.getByRole('navigation', { name: 'Resources' })
    await tree.getByRole('treeitem', { name: /^Servers/ }).click()
    await first.keyboard.press('ArrowRight')
    await tree.getByRole('treeitem', { name: /^staging-01,/ }).click()
    const form = first.getByRole('form', { name: 'Run an action' })
    await form.getByText('Power on', { exact: true }).click({ force: true })
    await form.getByRole('button', { name: 'Run action' }).click()
    await expect(first.getByRole('button', { name: 'Tasks: 1 running' })).toBeVisible()
    // Every window closes; the task ends behind them and the host notices.
    await context.close()
    await clock.advance(3_000)
    const staging = [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === 'staging-01')!
    await expect.poll(() => staging.IsPowerOn, { timeout: 10_000 }).toBe(true)
    // The host has seen the task end (its file says so) before any window is open again.
    await expect
      .poll(() => storedTask(host.dataDir), { timeout: 15_000 })
      .toMatchObject({ ended: true, announced: false })

    const later = await browser.newContext()
    const second = await later.newPage()
    await second.goto(host.url)
    await expect(second.getByText('Power on staging-01 completed')).toBeVisible({ timeout: 15_000 })
    // The window said it was shown: the host keeps that before the next window comes.
    await expect.poll(() => storedTask(host.dataDir)).toMatchObject({ ended: true, announced: true })
    await later.close()

    const again = await browser.newContext()
    const third = await again.newPage()
    await third.goto(host.url)
    // The task list has reached this window (the task centre lists the finished task): a notice would have come with it.
    await third.getByRole('button', { name: /^Tasks/ }).click()
    await expect(third.getByRole('list', { name: 'Recently finished' }).getByRole('listitem')).toHaveCount(1)
    await expect(third.locator('.n-notification').filter({ hasText: 'Power on staging-01 completed' })).toHaveCount(0)
    await again.close()
  } finally {
    await host.stop()
    await sandbox.close()
  }
})

test('five task ends missed while Hostdeck was closed are all shown, in one notice, and only then acknowledged', async ({
  browser,
  sandbox,
}, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'the seeded data folder is the browser host’s')
  const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-e2e-'))
  const servers = [...sandbox.state(DEMO_TOKEN).servers.values()].slice(0, 5)
  const ended = servers.map((server, i) => ({
    key: `demo|serverAction:${server.ID}|${9000 + i}`,
    accountId: 'demo',
    accountLabel: 'Demo',
    title: `Reboot of ${server.Name}`,
    subject: server.Name,
    resource: { kind: 'server', id: server.ID },
    source: { kind: 'serverAction', serverId: server.ID },
    task: {
      id: 9000 + i,
      type: 'PowerReboot',
      state: i === 4 ? 'Failed' : 'Completed',
      phase: i === 4 ? 'failed' : 'done',
      progressPercent: null,
      title: null,
      startDate: null,
      endDate: null,
    },
    startedAt: Date.now() - 60_000,
    endedAt: Date.now() - 30_000,
    problem: null,
    announced: false,
  }))
  await mkdir(join(dataDir, 'tasks'), { recursive: true })
  await writeFile(join(dataDir, 'tasks', 'demo.json'), JSON.stringify({ version: 1, tasks: ended }))
  const host = await startBrowserHost({ dataDir, env: { HOSTDECK_DEMO_API_URL: sandbox.baseUrl } })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(host.url)
    const notice = page.locator('.n-notification').filter({ hasText: '5 tasks ended while Hostdeck was closed' })
    await expect(notice).toBeVisible({ timeout: 15_000 })
    for (const server of servers) await expect(notice).toContainText(server.Name)
    await expect(notice).toContainText('1 of them did not complete.')
    await expect
      .poll(async () => {
        const file = JSON.parse(await readFile(join(dataDir, 'tasks', 'demo.json'), 'utf8')) as {
          tasks: Array<{ announced: boolean }>
        }
        return file.tasks.filter((task) => task.announced).length
      })
      .toBe(5)
    await context.close()
  } finally {
    await host.stop()
  }
})

/** The Demo account's followed task as the host last wrote it: whether it ended, and whether a window has announced it. */
async function storedTask(dataDir: string): Promise<{ ended: boolean; announced: boolean } | null> {
  const text = await readFile(join(dataDir, 'tasks', 'demo.json'), 'utf8').catch(() => null)
  if (text === null) return null
  const file = JSON.parse(text) as {
    tasks: Array<{ title: string | null; subject: string | null; endedAt: number | null; announced: boolean }>
  }
  const task = file.tasks.at(-1)
  return task ? { ended: task.endedAt !== null, announced: task.announced } : null
}
