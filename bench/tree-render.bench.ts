// The resource tree with 10,000 DNS records (200 zones × 50): time to first render and DOM size, with
// virtual scrolling and without it (`?tree=plain`), in one run. Times to a row are taken inside the page, in the
// frame after it appeared (installFrameProbe). Needs a build (`npm run build`) and Chromium.
import { chromium, type Browser, type Page } from '@playwright/test'
import { DEMO_TOKEN, startSandbox } from '../electron/sandbox'
import { CHROMIUM_LAUNCH } from '../scripts/chromium'
import { rendererBuilt, startDemoHost } from '../scripts/demo-host'
import { figure } from './baseline'
import type { BenchOptions } from './options'

interface Figures {
  mode: string
  firstRenderMs: number
  openAllMs: number
  reloadOpenMs: number
  domElements: number
  rowsInDom: number
  rowsShown: number
}

const DNS_ROW = '[role="treeitem"][aria-label^="DNS zones"]'
const RECORD_ROW = '[role="treeitem"][aria-level="3"]'

/** The page's globals this file uses: it is type-checked for Node, which has no DOM. */
interface Dom {
  document: {
    querySelector(selector: string): unknown
    querySelectorAll(selector: string): { length: number }
    getElementsByTagName(name: string): { length: number }
    activeElement: { dispatchEvent(event: unknown): void } | null
  }
  KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean }) => unknown
  requestAnimationFrame(callback: () => void): void
  performance: { now(): number }
}

/**
 * In every page, before its scripts: for each selector, the time (ms since navigation) of the frame after it first
 * matched, taken inside the page as it happens; the bench reads it back later, so no round trip is counted.
 */
function installFrameProbe(selectors: string[]): void {
  const w = globalThis as unknown as Dom & {
    MutationObserver: new (callback: () => void) => {
      observe(target: unknown, options: object): void
      disconnect(): void
    }
    __frames: Record<string, number>
  }
  const frames: Record<string, number> = (w.__frames = {})
  const waiting = new Set(selectors)
  const observer = new w.MutationObserver(() => {
    for (const selector of waiting) {
      if (!w.document.querySelector(selector)) continue
      waiting.delete(selector)
      w.requestAnimationFrame(() => (frames[selector] = w.performance.now()))
    }
    if (waiting.size === 0) observer.disconnect()
  })
  observer.observe(w.document, { childList: true, subtree: true })
}

/** The frame after the selector first matched in this page load (ms since navigation), as the probe took it. */
async function msUntil(page: Page, selector: string): Promise<number> {
  const read = (s: string) => (globalThis as unknown as { __frames?: Record<string, number> }).__frames?.[s]
  await page.waitForFunction(read, selector, { timeout: 120_000 })
  return (await page.evaluate(read, selector))!
}

/** Presses a key inside the page and waits until the frame after the change has been painted. */
function pressAndPaint(page: Page, key: string): Promise<number> {
  return page.evaluate(
    (k) =>
      new Promise<number>((resolve) => {
        const w = globalThis as unknown as Dom
        const start = w.performance.now()
        w.document.activeElement?.dispatchEvent(new w.KeyboardEvent('keydown', { key: k, bubbles: true }))
        w.requestAnimationFrame(() => w.requestAnimationFrame(() => resolve(w.performance.now() - start)))
      }),
    key,
  )
}

async function measure(browser: Browser, url: string, mode: 'virtual' | 'plain', records: number): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.addInitScript(installFrameProbe, [DNS_ROW, RECORD_ROW])
  // The key travels in the fragment: the mode goes in the query, before it.
  const target = new URL(url)
  if (mode === 'plain') target.searchParams.set('tree', 'plain')
  await page.goto(target.href)
  const firstRenderMs = await msUntil(page, DNS_ROW)

  // Open the DNS category, step onto its first zone, and open all 200 zones at once with `*`.
  await page.locator(DNS_ROW).click()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  const openAllMs = await pressAndPaint(page, '*')
  const dom = await page.evaluate(() => {
    const { document } = globalThis as unknown as Dom
    return {
      elements: document.getElementsByTagName('*').length,
      rows: document.querySelectorAll('[role="treeitem"]').length,
    }
  })

  // The open rows are remembered for the session: a reload paints all 10,000 records straight away.
  await page.reload()
  const reloadOpenMs = await msUntil(page, RECORD_ROW)
  await page.close()
  return {
    mode,
    firstRenderMs,
    openAllMs,
    reloadOpenMs,
    domElements: dom.elements,
    rowsInDom: dom.rows,
    rowsShown: 7 + records,
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9)

export async function run({ quick }: BenchOptions): Promise<void> {
  const [zones, recordsPerZone] = quick ? [20, 10] : [200, 50]
  if (!rendererBuilt()) {
    // Inside npm test (quick) the build has run: a missing one is a broken gate, not a bench to skip.
    if (quick) throw new Error('build the app first (npm run build)')
    console.log('Skipped: build the app first (npm run build).')
    return
  }
  const sandbox = await startSandbox({
    paceMs: 1000,
    customers: [{ token: DEMO_TOKEN, data: { scale: { zones, recordsPerZone } } }],
  })
  const host = await startDemoHost(sandbox.baseUrl)
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    // Warm up: the backend reads the 10,000 records once, so both modes time the renderer, not the API.
    const warm = await browser.newPage()
    await warm.addInitScript(installFrameProbe, [DNS_ROW])
    await warm.goto(host.url)
    await msUntil(warm, DNS_ROW)
    await warm.close()

    const results = [
      await measure(browser, host.url, 'virtual', zones * (1 + recordsPerZone)),
      await measure(browser, host.url, 'plain', zones * (1 + recordsPerZone)),
    ]
    console.log(
      `${zones} zones × ${recordsPerZone} records = ${zones * recordsPerZone} DNS records (${results[0]!.rowsShown} rows when all are open)\n`,
    )
    console.log('mode      first render  open all zones  reload, all open  DOM elements  rows in DOM')
    for (const r of results) {
      console.log(
        `${r.mode.padEnd(8)}  ${ms(r.firstRenderMs)}     ${ms(r.openAllMs)}       ${ms(r.reloadOpenMs)}         ${String(r.domElements).padStart(7)}      ${String(r.rowsInDom).padStart(7)}`,
      )
      if (r.mode === 'virtual') {
        const size = `${zones * recordsPerZone} records`
        figure(`tree-render: ${size}, virtual, first render`, r.firstRenderMs, { floorMs: 16 })
        figure(`tree-render: ${size}, virtual, open all zones`, r.openAllMs, { floorMs: 16 })
      }
    }
  } finally {
    await browser.close()
    await host.stop()
    await sandbox.close()
  }
}
