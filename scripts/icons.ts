// `npm run icons`: renders the app icon at every size the three systems ask for, from its one source
// (resources/icon.svg), with the Chromium the end-to-end tests already use. The PNGs are committed, so a
// package build needs no renderer; run this again after changing the SVG.
//   resources/icons/<N>x<N>.png  — Linux icon set (electron-builder picks the sizes from the file names),
//                                 the largest also feeds the macOS .icns and the Windows .ico.
//   resources/icon.png           — 512 px, the window icon the main process loads.
//   resources/trayTemplate{,@2x}.png — macOS's menu-bar icon: tray.png as black and alpha (a template image);
//                                 `npm run icons -- --tray-template` makes only these.
import { readFile, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium'
import { ICON_SIZES } from './packaging/inspect-package'

const resources = join(__dirname, '..', 'resources')

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>

/**
 * tray.png's (and @2x's) white glyph as black on transparent: macOS recolours such a template image for a light
 * or dark menu bar (the coloured square around the glyph would be a black blot there).
 */
async function trayTemplates(page: Page): Promise<void> {
  for (const suffix of ['', '@2x']) {
    const png = await readFile(join(resources, `tray${suffix}.png`))
    await page.setContent('<html><body></body></html>')
    // Run in the page (a string: this file is type-checked without the DOM's types).
    const dataUrl = await page.evaluate<string>(`(async (src) => {
      const img = new Image()
      img.src = src
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      const context = canvas.getContext('2d')
      context.drawImage(img, 0, 0)
      const pixels = context.getImageData(0, 0, img.width, img.height)
      const d = pixels.data
      for (let i = 0; i < d.length; i += 4) {
        // The lightest pixels are the glyph: opaque in proportion to how white they are.
        const light = Math.min(d[i], d[i + 1], d[i + 2]) / 255
        d[i + 3] = Math.round(d[i + 3] * Math.max(0, Math.min(1, (light - 0.5) * 2)))
        d[i] = d[i + 1] = d[i + 2] = 0
      }
      context.putImageData(pixels, 0, 0)
      return canvas.toDataURL('image/png')
    })(${JSON.stringify(`data:image/png;base64,${png.toString('base64')}`)})`)
    await writeFile(join(resources, `trayTemplate${suffix}.png`), Buffer.from(dataUrl.split(',')[1]!, 'base64'))
  }
  console.log('Tray templates: resources/trayTemplate.png and trayTemplate@2x.png (from tray.png)')
}

async function main(): Promise<void> {
  if (process.argv.includes('--tray-template')) {
    const browser = await chromium.launch(CHROMIUM_LAUNCH)
    try {
      await trayTemplates(await browser.newPage({ deviceScaleFactor: 1 }))
    } finally {
      await browser.close()
    }
    return
  }
  const svg = await readFile(join(resources, 'icon.svg'), 'utf8')
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
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
    await trayTemplates(page)
  } finally {
    await browser.close()
  }
}

if (require.main === module)
  void main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
