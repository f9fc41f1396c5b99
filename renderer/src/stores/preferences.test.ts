import { describe, expect, it } from 'vitest'
import { preferencesFromPage } from './preferences'

/** A page whose only element is the meta a host wrote (as the browser parsed it: the attribute unescaped). */
const pageWith = (content: string | null) => ({
  querySelector: (selector: string) =>
    content !== null && selector === 'meta[name="hostdeck-preferences"]' ? ({ content } as HTMLMetaElement) : null,
})

describe('preferences that came with the page', () => {
  it('are taken when they are known values', () => {
    expect(preferencesFromPage(pageWith('{"locale":"ru","theme":"dark"}'))).toEqual({ locale: 'ru', theme: 'dark' })
    expect(preferencesFromPage(pageWith('{"locale":"en","theme":"system","extra":1}'))).toEqual({
      locale: 'en',
      theme: 'system',
    })
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
