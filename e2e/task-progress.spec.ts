import { DEMO_TOKEN, PACE_MS, expect, pacedTest as test } from './fixtures'
import { openDialog } from './dialogs'

// The sandbox's tasks move only when the test advances its clock: both power-offs are seen running, then
// stepping (New → InProgress → Completed), however slow the machine.

test('powering off two servers: both progress bars run to completion, a notice appears, the servers show as off', async ({
  app,
  sandbox,
  clock,
}) => {
  const tree = app.getByRole('navigation', { name: 'Resources' })
  await tree.getByRole('treeitem', { name: /^Servers/ }).click()

  for (const name of ['web-01', 'web-02']) {
    const row = tree.getByRole('treeitem', { name: new RegExp(`^${name},`) })
    if (!(await row.isVisible())) await app.keyboard.press('ArrowRight')
    await row.click()
    const form = app.getByRole('form', { name: 'Run an action' })
    // naive-ui keeps the real radio input out of view: click its visible label, as a person would.
    await form.getByText('Power off', { exact: true }).click({ force: true })
    await expect(form.getByRole('radio', { name: 'Power off' })).toBeChecked()
    await form.getByRole('button', { name: 'Run action' }).click()
    await app
      .getByRole('dialog')
      .filter({ hasText: `Power off ${name}?` })
      .getByRole('button', { name: 'Power off' })
      .click()
  }

  const centre = await openDialog(app, 'Tasks: 2 running', 'Task centre')
  const running = centre.getByRole('list', { name: 'Running' })
  for (const name of ['web-01', 'web-02']) {
    // Server actions report no percent: the bar is indeterminate (no value) while the task runs…
    await expect(running.getByRole('progressbar', { name: `Progress of “Power off ${name}”` })).not.toHaveAttribute(
      'aria-valuenow',
    )
  }
  await expect(running.getByRole('listitem', { name: 'Power off web-01' })).toContainText('State: New')
  await clock.advance(PACE_MS)
  for (const name of ['web-01', 'web-02']) {
    await expect(running.getByRole('listitem', { name: `Power off ${name}` })).toContainText('State: In progress')
  }
  await expect(app.getByRole('button', { name: 'Tasks: 2 running' })).toBeVisible()
  await clock.advance(PACE_MS)

  const recent = centre.getByRole('list', { name: 'Recently finished' })
  for (const name of ['web-01', 'web-02']) {
    // …and full once it has completed.
    await expect(recent.getByRole('progressbar', { name: `Progress of “Power off ${name}”` })).toHaveAttribute(
      'aria-valuenow',
      '100',
      { timeout: 20_000 },
    )
    await expect(recent.getByRole('listitem', { name: `Power off ${name}` })).toContainText('Completed')
  }
  await expect(centre.getByText('No tasks are running.')).toBeVisible()
  await expect(app.getByRole('button', { name: 'Tasks', exact: true })).toBeVisible()
  await centre.getByRole('button', { name: 'close' }).click()
  await expect(centre).toBeHidden()

  await expect(app.getByText('Power off web-01 completed')).toBeVisible()
  await expect(app.getByText('Power off web-02 completed')).toBeVisible()
  const servers = [...sandbox.state(DEMO_TOKEN).servers.values()].filter(
    (s) => s.Name === 'web-01' || s.Name === 'web-02',
  )
  expect(servers.map((s) => s.IsPowerOn)).toEqual([false, false])

  // The notice's Show button opens the server, which the re-read snapshot shows as off.
  await app.getByRole('button', { name: 'Show the resource of “Power off web-01”' }).click()
  await expect(app.getByRole('heading', { name: 'web-01' })).toBeVisible()
  const details = app.getByRole('region', { name: 'Details' })
  await expect(details).toContainText(/Power\s*Off/)
})
