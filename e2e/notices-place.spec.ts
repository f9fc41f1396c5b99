import { expect, test } from './fixtures'
import { openDialogFrom, row } from './tree'

test('notices leave what they lie over reachable: the main area scrolls clear of them, and a dialog is never under one', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1024, height: 680 })
  await expect(row(app, 'Servers')).toBeVisible()
  // Demo's unpaid certificate is told at the start, in a notice that stays.
  const notice = app.locator('.n-notification').filter({ hasText: 'needs money' })
  await expect(notice).toBeVisible()
  const stack = await notice.evaluate((el) => el.closest('.n-notification-container')?.getBoundingClientRect().height)
  const main = app.getByRole('main')
  await expect
    .poll(() => main.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingBottom)))
    .toBeGreaterThanOrEqual((stack ?? 0) + 24)

  const dialog = await openDialogFrom(app, 'SSL certificates', 'Order certificate', 'Order an SSL certificate')
  const box = await notice.boundingBox()
  const atNotice = await app.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.n-notification') !== null,
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  )
  expect(atNotice).toBe(false)
  // The order's buttons are reachable at this height: the dialog scrolls to them.
  const cancel = dialog.getByRole('button', { name: 'Cancel' })
  await cancel.scrollIntoViewIfNeeded()
  await expect(cancel).toBeInViewport()
})
