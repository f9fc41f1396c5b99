import { mkdir } from 'node:fs/promises'
import { chromium, type Page } from '@playwright/test'
import { startSandbox } from '../electron/sandbox'
import { chromiumPath, startDemoHost } from './demo-host'

const out = '/tmp/shots20'
const row = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,| |$)`) }).first()
async function open(page: Page, ...path: string[]) {
  for (const [i, name] of path.entries()) {
    await row(page, name).click()
    if (i < path.length - 1 && (await row(page, name).getAttribute('aria-expanded')) === 'false') await page.keyboard.press('ArrowRight')
  }
  await page.waitForTimeout(400)
}
const FILE = `$ORIGIN example.com.
$TTL 3600
@ IN SOA ns1.old.net. hostmaster.example.com. ( 1 7200 3600 1209600 300 )
@ IN A 203.0.113.10
www IN A 203.0.113.10
shop IN A 203.0.113.99
mail 300 IN A 203.0.113.25
api IN A 198.51.100.7
docs 7000 IN CNAME www
@ IN TXT "v=spf1 ip4:203.0.113.0/24 " "include:_spf.example.net -all"
_sip._tcp IN SRV 10 5 5060 sip.example.net.
@ IN CAA 0 issue "letsencrypt.org"
`

async function main() {
  await mkdir(out, { recursive: true })
  const sandbox = await startSandbox({ paceMs: 600_000 })
  const host = await startDemoHost(sandbox.baseUrl)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--disable-gpu'] })
  try {
    let first = true
    for (const theme of ['light', 'dark'] as const) {
      for (const lang of ['en', 'ru'] as const) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: theme })
        await page.goto(host.url)
        await page.locator('[role=treeitem]').first().waitFor()
        await page.getByRole('radio', { name: lang === 'en' ? 'English' : 'Русский' }).click({ force: true }).catch(() => page.getByText(lang === 'en' ? 'English' : 'Русский').click())
        await page.waitForTimeout(300)
        await open(page, lang === 'en' ? 'DNS zones' : 'DNS-зоны', 'example.com')
        if (first) {
          first = false
          const shopEdit = page.locator('button', { hasText: lang === 'en' ? 'Edit' : 'Изменить' }).nth(2)
          await shopEdit.click()
          const dialog = page.getByRole('dialog')
          await dialog.getByRole('textbox').first().waitFor()
          const ip = dialog.locator('input').nth(1)
          await ip.fill('203.0.113.77')
          await dialog.locator('button[type=submit]').click()
          await page.waitForTimeout(1500)
        }
        await page.getByTestId('import-zone').click()
        await page.getByTestId('import-text').locator('textarea').fill(FILE)
        await page.getByTestId('import-compare').click()
        await page.waitForTimeout(600)
        await page.screenshot({ path: `${out}/import-diff-${lang}-${theme}.png` })
        await page.keyboard.press('Escape')
        await page.waitForTimeout(300)
        await page.getByTestId('journal-button').click()
        await page.waitForTimeout(800)
        await page.locator('.n-data-table-expand-trigger').first().click()
        await page.waitForTimeout(400)
        await page.screenshot({ path: `${out}/journal-${lang}-${theme}.png` })
        console.log('wrote', lang, theme)
        await page.close()
      }
    }
  } finally {
    await browser.close()
    await host.stop()
    await sandbox.close()
  }
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
