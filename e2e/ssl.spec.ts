import type { Page } from '@playwright/test'
import { SSL_DELETE_REFUSED, type SandboxHandle } from '../electron/sandbox'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { cellLines } from './layout'
import { row } from './tree'
import { openDialog } from './dialogs'

async function openCertificate(app: Page, domain: string): Promise<void> {
  // From the certificates list (the category's pane).
  await row(app, 'SSL certificates').click()
  await app.getByRole('region', { name: 'SSL certificates' }).getByRole('button', { name: domain, exact: true }).click()
  await expect(app.getByRole('heading', { name: domain })).toBeVisible()
}

/** naive-ui's confirmation dialogs carry no accessible name: find one by its title text. */
const confirmation = (app: Page, title: string) => app.getByRole('dialog').filter({ hasText: title })

const certificate = (sandbox: SandboxHandle, domain: string) =>
  [...sandbox.state(DEMO_TOKEN).certificates.values()].find((c) => c.Domain === domain)

test('a certificate shows its product, validity with a countdown and its domain validation', async ({ app }) => {
  await openCertificate(app, 'example.com')
  const pane = app.getByRole('region', { name: 'example.com' })
  await expect(pane).toContainText('Sectigo')
  await expect(pane).toContainText('PositiveSSL Multi-Domain')
  await expect(pane).toContainText('Level 1')
  await expect(pane).toContainText('2 of 250 used')
  await expect(pane.getByRole('timer')).toHaveText(/^\d+ days left$/)
  await expect(pane).toContainText(/Auto-renewal\W*On/)
  await expect(pane.getByRole('row', { name: /www\.example\.com/ })).toContainText('Validated')
})

test('adds several SAN domains at once; an IDN is sent as punycode; bad lines are refused', async ({
  app,
  sandbox,
}) => {
  await openCertificate(app, 'example.com')
  const dialog = await openDialog(app, 'Add SAN domains', 'Add domains to example.com')
  await expect(dialog).toContainText('Room for 248 more domains')
  const domains = dialog.getByRole('textbox', { name: 'Domains, one per line' })

  await domains.fill('blog.example.com\nnot a domain')
  await dialog.getByRole('button', { name: 'Add domains' }).click()
  await expect(dialog.getByText('“not a domain” is not a domain name')).toBeVisible()
  await domains.fill('blog.example.com\nblog.example.com')
  await expect(dialog.getByText('“blog.example.com” is listed twice')).toBeVisible()
  await domains.fill('')
  await dialog.getByRole('button', { name: 'Add domains' }).click()
  await expect(dialog.getByText('List at least one domain, one per line')).toBeVisible()
  expect(sandbox.requests.last('PUT', '/ssl/*/addsan')).toBeUndefined()

  await domains.fill('blog.example.com\n\nпример.рф\n')
  await expect(dialog.getByRole('status')).toHaveText('Will be sent as: blog.example.com, xn--e1afmkfd.xn--p1ai')
  await dialog.getByText('Create the validation CNAME record in my DNS zone').click()
  await dialog.getByRole('button', { name: 'Add domains' }).click()
  await expect(dialog).toBeHidden()
  expect(JSON.parse(sandbox.requests.last('PUT', '/ssl/*/addsan')!.body)).toEqual({
    SanDomains: ['blog.example.com', 'xn--e1afmkfd.xn--p1ai'],
    CreateCnameRecord: true,
  })
  expect(
    certificate(sandbox, 'example.com')!
      .DcvList.filter((d) => d.IsSAN)
      .map((d) => d.Domain),
  ).toEqual(expect.arrayContaining(['blog.example.com', 'xn--e1afmkfd.xn--p1ai']))
  await expect(app.getByRole('region', { name: 'example.com' })).toContainText('4 of 250 used')
})

test('delete is disabled with the reason unless the order awaits payment, and works when it does', async ({
  app,
  sandbox,
}) => {
  await openCertificate(app, 'example.com')
  const active = app.getByRole('button', { name: 'Delete certificate' })
  await expect(active).toBeDisabled()
  await expect(app.getByText('Only a certificate awaiting payment can be deleted; this one is “Active”.')).toBeVisible()
  await expect(active).toHaveAttribute('aria-describedby', /ssl-delete-reason/)

  await openCertificate(app, 'example.org')
  await expect(app.getByText(/Only a certificate awaiting payment/)).toBeHidden()
  await app.getByRole('button', { name: 'Delete certificate' }).click()
  await confirmation(app, 'Delete this certificate order?').getByRole('button', { name: 'Delete order' }).click()
  await expect.poll(() => certificate(sandbox, 'example.org')).toBeUndefined()
  await expect(row(app, 'example.org')).toBeHidden()
})

test('when the server refuses the deletion anyway, its Message is shown', async ({ app, sandbox }) => {
  await openCertificate(app, 'example.org')
  // Paid elsewhere after Hostdeck last looked: the pane still says NeedMoney, the server knows better.
  certificate(sandbox, 'example.org')!.State = 'Active'
  await app.getByRole('button', { name: 'Delete certificate' }).click()
  await confirmation(app, 'Delete this certificate order?').getByRole('button', { name: 'Delete order' }).click()
  const refusal = confirmation(app, 'The certificate was not deleted')
  await expect(refusal).toContainText(SSL_DELETE_REFUSED)
  // The dialog's own button (its corner cross is named Close too, and has no text).
  await refusal.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' }).click()
  expect(certificate(sandbox, 'example.org')).toBeDefined()
  // The refusal triggers a refresh: now the button is disabled with its reason.
  await expect(app.getByRole('button', { name: 'Delete certificate' })).toBeDisabled()
})

test('at 1,024 px the certificates list keeps each product on one line, in both languages', async ({ app }) => {
  await app.setViewportSize({ width: 1024, height: 680 })
  const list = app.getByRole('region', { name: /^(SSL certificates|SSL-сертификаты)$/ })
  for (const [category, settings, other] of [
    ['SSL certificates', 'Settings', 'Русский'],
    ['SSL-сертификаты', 'Настройки', 'English'],
  ] as const) {
    await row(app, category).click()
    await expect(list.locator('td[data-col-key="product"]').first()).toContainText('PositiveSSL')
    const cells = await cellLines(list.locator('td[data-col-key="product"], th[data-col-key="product"]'))
    expect(cells.filter((c) => c.lines > 1 || c.width < 140)).toEqual([])
    await app.locator('header').first().getByRole('button', { name: settings }).click()
    await app.getByRole('radio', { name: other }).check({ force: true })
    await app.keyboard.press('Escape')
  }
})

test('Publish all: one click sends one request per validation record, and says how far it got', async ({
  app,
  sandbox,
}) => {
  // The multi-domain certificate, validated again: its three domains' records are not in example.com yet.
  for (const item of certificate(sandbox, 'example.com')?.DcvList ?? []) item.Status = 'Pending'
  await app.getByRole('button', { name: 'Refresh', exact: true }).click()
  await openCertificate(app, 'example.com')
  const pane = app.getByRole('region', { name: 'example.com' })
  await expect(pane.getByRole('row', { name: /www\.example\.com/ })).toContainText('Pending')
  const before = sandbox.counter.count('POST', '/dns/recordcname')
  await pane.getByRole('button', { name: /^Publish all 3 validation records/ }).click()
  await expect(pane.getByTestId('dcv-publish-progress')).toHaveText('3 of 3 published')
  expect(sandbox.counter.count('POST', '/dns/recordcname') - before).toBe(3)
  await expect(pane.getByRole('button', { name: /^Publish all/ })).toHaveCount(0)
})
