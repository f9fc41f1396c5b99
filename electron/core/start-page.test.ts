import { describe, expect, it } from 'vitest'
import { startPage, withStartPreferences } from './start-page'

const PAGE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body><div id="app"></div></body>\n</html>'

describe('the start page', () => {
  it('carries the preferences in a meta the page reads, and the language on <html lang>', () => {
    const html = withStartPreferences(PAGE, { locale: 'ru', theme: 'dark' })
    expect(html).toContain('<html lang="ru">')
    const meta = /<meta name="hostdeck-preferences" content="([^"]*)" \/>/.exec(html)
    expect(meta).not.toBeNull()
    // Attribute-escaped JSON: a browser hands the page the JSON text back.
    const text = meta![1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    expect(JSON.parse(text)).toEqual({ locale: 'ru', theme: 'dark', localeChosen: true })
    // In the head, before anything else in it.
    expect(html.indexOf('hostdeck-preferences')).toBeLessThan(html.indexOf('charset'))
  })

  it("carries the sidebar's kept width, null when never dragged, and nothing when not kept or out of bounds", () => {
    const metaOf = (html: string) =>
      JSON.parse(
        /content="([^"]*)"/
          .exec(html)![1]!
          .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
      ) as Record<string, unknown>
    expect(metaOf(withStartPreferences(PAGE, { locale: 'en', theme: 'dark', sidebarWidth: 412 }))).toMatchObject({
      sidebarWidth: 412,
    })
    expect(metaOf(withStartPreferences(PAGE, { locale: 'en', theme: 'dark', sidebarWidth: null }))).toMatchObject({
      sidebarWidth: null,
    })
    for (const sidebarWidth of [undefined, 9000, 300.5])
      expect(metaOf(withStartPreferences(PAGE, { locale: 'en', theme: 'dark', sidebarWidth }))).not.toHaveProperty(
        'sidebarWidth',
      )
  })

  it('writes nothing it does not know, and leaves a page without a head alone', () => {
    expect(withStartPreferences(PAGE, { locale: 'de' as never, theme: 'dark' })).toBe(PAGE)
    expect(withStartPreferences(PAGE, { locale: 'en', theme: 'sepia" onload="x' as never })).toBe(PAGE)
    expect(withStartPreferences('<p>no head</p>', { locale: 'en', theme: 'light' })).toBe('<p>no head</p>')
  })

  it('asks the backend for the preferences, and serves the page as built when it cannot answer', async () => {
    const answering = { invoke: async () => ({ ok: true as const, value: { locale: 'ru', theme: 'light' } }) }
    expect(await startPage(PAGE, answering)).toContain('&#34;theme&#34;:&#34;light&#34;')
    const refusing = {
      invoke: async () => ({ ok: false as const, error: { kind: 'internal' as const, message: 'disk' } }),
    }
    expect(await startPage(PAGE, refusing)).toBe(PAGE)
  })
})
