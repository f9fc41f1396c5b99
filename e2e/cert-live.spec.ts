import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { startSandboxDns, type SandboxDns } from '../electron/sandbox/dns-server'
import { setCertificateFile } from '../electron/sandbox/state/ssl-lifecycle'
import { makeCertificate, startTlsSite, type LoopbackSite } from '../electron/sandbox/tls-site'
import { DEMO_TOKEN, expect, test } from './fixtures'
import { openPath } from './tree'

/** The certificate pane's "What the sites serve" card. */
const card = (app: Page) => app.locator('.cert-live')

test.describe('what the sites serve', () => {
  let dns: SandboxDns | undefined
  let site: LoopbackSite | undefined
  test.afterEach(async () => {
    await dns?.close()
    await site?.close()
  })

  test('a certificate whose site serves another one shows serving another one and raises one fleet warning', async ({
    app,
    sandbox,
  }) => {
    // The account holds the renewed certificate (its file made here); the site still serves one ending in 10 days.
    const customer = sandbox.state(DEMO_TOKEN)
    const cert = [...customer.certificates.values()].find((c) => c.Domain === 'example.com')
    if (!cert) throw new Error('the demo has no example.com certificate')
    const names = ['example.com', ...cert.DcvList.map((d) => d.Domain).filter((d) => d !== 'example.com')]
    setCertificateFile(customer, cert, (await makeCertificate({ names, days: 300, issuer: 'Renewal CA' })).pem)
    site = await startTlsSite(await makeCertificate({ names, days: 10, issuer: 'Old CA' }))
    // Loopback only: the certificate's names resolve to 127.0.0.1 through the simulator's resolver, given here.
    dns = await startSandboxDns({ zones: () => customer.zones.values(), sites: () => names })

    await openPath(app, ['SSL certificates', 'example.com'])
    await card(app).getByRole('button', { name: 'Where to ask' }).click()
    // The certificate's own words: the switch speaks of sites, and the zone-only settings stay out.
    await expect(card(app).getByText(/^Connect to the sites/)).toBeVisible()
    await expect(card(app).getByText('Check a zone on its own after every change')).toHaveCount(0)
    await card(app).getByRole('textbox', { name: 'Resolvers' }).fill(`${dns.host}:${dns.resolverPort}`)
    await card(app).getByRole('button', { name: 'Save', exact: true }).click()
    await expect(card(app).getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
    for (const name of names)
      await card(app)
        .getByRole('textbox', { name: `Port for ${name}` })
        .fill(String(site.port))
    await card(app).getByRole('button', { name: 'Save ports' }).click()
    await expect(card(app).getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(2)

    await card(app).getByRole('button', { name: 'Check now' }).click()
    const table = card(app).getByRole('table', { name: 'What each domain serves' })
    const www = table.locator('tr[data-domain="www.example.com"]')
    await expect(www).toHaveAttribute('data-state', 'other')
    await expect(www).toContainText('serving another one')
    await expect(www).toContainText('issued by Old CA')
    await expect(www).toContainText('127.0.0.1')
    await expect(table.locator('tr[data-state="other"]')).toHaveCount(names.length)
    const axe = await new AxeBuilder({ page: app })
      .include('.cert-live')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([])

    // One warning for the renewal not installed on any of the names, however often the sites are checked.
    const warning = app.locator('.n-notification').filter({ hasText: 'Install the renewed certificate on' })
    await expect(warning).toHaveCount(1)
    await expect(warning).toContainText('www.example.com')
    await card(app).getByRole('button', { name: 'Check now' }).click()
    await expect(card(app).getByRole('status').first()).toContainText('Checked at')
    await expect(warning).toHaveCount(1)
  })
})
