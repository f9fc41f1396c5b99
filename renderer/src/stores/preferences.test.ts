import { describe, expect, it } from 'vitest'
import { localeFromLanguages } from '@shared/models/preferences'
import { preferencesFromPage, startLocale } from './preferences'

/** A page whose only element is the meta a host wrote (as the browser parsed it: the attribute unescaped). */
const pageWith = (content: string | null) => ({
  querySelector: (selector: string) =>
    content !== null && selector === 'meta[name="hostdeck-preferences"]' ? ({ content } as HTMLMetaElement) : null,
})

describe('preferences that came with the page', () => {
  it('are taken when they are known values', () => {
    expect(preferencesFromPage(pageWith('{"locale":"ru","theme":"dark"}'))).toEqual({
      locale: 'ru',
      theme: 'dark',
      localeChosen: true,
    })
    expect(preferencesFromPage(pageWith('{"locale":"en","theme":"system","localeChosen":false}'))).toEqual({
      locale: 'en',
      theme: 'system',
      localeChosen: false,
    })
  })

  it("carry the sidebar's kept width when it is one, null when never dragged, and nothing otherwise", () => {
    const page = (sidebarWidth: string) => pageWith(`{"locale":"en","theme":"dark","sidebarWidth":${sidebarWidth}}`)
    expect(preferencesFromPage(page('412'))).toMatchObject({ sidebarWidth: 412 })
    expect(preferencesFromPage(page('null'))).toMatchObject({ sidebarWidth: null })
    for (const broken of ['9000', '"412"', '300.5', '{}'])
      expect(preferencesFromPage(page(broken)), broken).not.toHaveProperty('sidebarWidth')
  })

  it('are ignored (and asked for) when absent, broken or unknown', () => {
    expect(preferencesFromPage(pageWith(null))).toBeNull()
    expect(preferencesFromPage(pageWith(''))).toBeNull()
    expect(preferencesFromPage(pageWith('{"locale":"ru"'))).toBeNull()
    expect(preferencesFromPage(pageWith('{"locale":"de","theme":"dark"}'))).toBeNull()
    expect(preferencesFromPage(pageWith('{"locale":"ru","theme":"sepia"}'))).toBeNull()
    expect(preferencesFromPage(pageWith('["ru","dark"]'))).toBeNull()
    expect(preferencesFromPage(pageWith('null'))).toBeNull()
  })
})

describe("the first run's language", () => {
  it('is the first of the system languages Hostdeck speaks, English when none', () => {
    expect(localeFromLanguages(['ru-RU', 'en-US'])).toBe('ru')
    expect(localeFromLanguages(['de-DE', 'ru_RU'])).toBe('ru')
    expect(localeFromLanguages(['en-GB', 'ru'])).toBe('en')
    expect(localeFromLanguages(['de', 'fr'])).toBe('en')
    expect(localeFromLanguages([])).toBe('en')
  })

  it("follows the page's languages until the user picks one, then keeps the pick", () => {
    expect(startLocale({ locale: 'en', theme: 'system', localeChosen: false }, ['ru-RU'])).toBe('ru')
    expect(startLocale({ locale: 'ru', theme: 'system', localeChosen: false }, ['de-DE'])).toBe('ru')
    expect(startLocale({ locale: 'en', theme: 'system', localeChosen: true }, ['ru-RU'])).toBe('en')
  })
})
