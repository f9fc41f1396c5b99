import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CSP_HEADER } from '../shared/csp'
import { serveRenderer } from './app-protocol'

async function served(startPage?: (html: string) => Promise<string>) {
  const dir = await mkdtemp(join(tmpdir(), 'hostdeck-app-protocol-'))
  await writeFile(join(dir, 'index.html'), '<html><head></head></html>')
  await writeFile(join(dir, 'app.js'), 'export {}')
  let handler: ((request: Request) => Promise<Response>) | undefined
  serveRenderer(
    { handle: (_scheme: string, h: (request: Request) => Promise<Response>) => void (handler = h) } as never,
    dir,
    startPage,
  )
  return (url: string) => handler!(new Request(url))
}

describe('app:// serves the built renderer', () => {
  it('hands index.html (however it is named) to the start page, and every other file as built', async () => {
    const seen: string[] = []
    const get = await served(async (html) => (seen.push(html), html.replace('<head>', '<head><meta name="x">')))
    for (const url of ['app://hostdeck/index.html', 'app://hostdeck/']) {
      const page = await get(url)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await page.text()).toBe('<html><head><meta name="x"></head></html>')
    }
    expect(seen).toEqual(['<html><head></head></html>', '<html><head></head></html>'])
    expect(await (await get('app://hostdeck/app.js')).text()).toBe('export {}')
    expect((await get('app://hostdeck/../secret')).status).toBe(404)
    expect((await get('app://elsewhere/index.html')).status).toBe(404)
  })

  it('sends the CSP header with every answer, the page, its scripts and a refusal alike', async () => {
    const get = await served(async (html) => html)
    for (const url of ['app://hostdeck/', 'app://hostdeck/app.js', 'app://hostdeck/missing.js'])
      expect((await get(url)).headers.get('content-security-policy')).toBe(CSP_HEADER)
  })

  it('serves the page as built without a start page', async () => {
    const get = await served()
    expect(await (await get('app://hostdeck/index.html')).text()).toBe('<html><head></head></html>')
  })
})
