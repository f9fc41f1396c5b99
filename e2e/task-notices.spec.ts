import { createManualClock, DEMO_TOKEN, startSandbox } from '../electron/sandbox'
import { expect, test } from './fixtures'
import { startBrowserHost } from './hosts'

// A task that ends while no window is connected is announced when one connects — once, not on every visit.
test('a task that ended while no tab was open is announced when one opens, and only once', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name === 'electron', 'the desktop window is always connected; this is the browser host’s case')
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
    await new Promise((resolve) => setTimeout(resolve, 4_000))

    const later = await browser.newContext()
    const second = await later.newPage()
    await second.goto(host.url)
    await expect(second.getByText('Power on staging-01 completed')).toBeVisible({ timeout: 15_000 })
    await later.close()

    const again = await browser.newContext()
    const third = await again.newPage()
    await third.goto(host.url)
    await expect(third.getByRole('button', { name: /^Tasks/ })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await expect(third.getByText('Power on staging-01 completed')).toHaveCount(0)
    await again.close()
  } finally {
    await host.stop()
    await sandbox.close()
  }
})
