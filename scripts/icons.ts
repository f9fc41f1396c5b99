// `npm run icons`: renders the app icon at every size the three systems ask for, from its one source
// (resources/icon.svg), with the Chromium the end-to-end tests already use. The PNGs are committed, so a
// package build needs no renderer; run this again after changing the SVG.
//   resources/icons/<N>x<N>.png  — Linux icon set (electron-builder picks the sizes from the file names),
//                                 the largest also feeds the macOS .icns and the Windows .ico.
//   resources/icon.png           — 512 px, the window icon the main process loads.
import { readFile, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumPath } from './demo-host'
import { ICON_SIZES } from './packaging/inspect-package'

const resources = join(__dirname, '..', 'resources')

async function main(): Promise<void> {
  const svg = await readFile(join(resources, 'icon.svg'), 'utf8')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--disable-gpu'] })
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })
    await mkdir(join(resources, 'icons'), { recursive: true })
    for (const size of ICON_SIZES) {
      await page.setViewportSize({ width: size, height: size })
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
      )
      await page.locator('img').evaluate((img) => (img as unknown as { decode(): Promise<void> }).decode())
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
      await writeFile(join(resources, 'icons', `${size}x${size}.png`), png)
      if (size === 512) await writeFile(join(resources, 'icon.png'), png)
    }
    console.log(`Icons: ${ICON_SIZES.join(', ')} px in resources/icons/ (from resources/icon.svg)`)
  } finally {
    await browser.close()
  }
}

if (require.main === module)
  void main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
