import { describe, expect, it } from 'vitest'
import { hasBidiControl, isSafeName, isSafeText } from './safe-text'

describe('isSafeName', () => {
  it('takes ordinary names in any script, with spaces and punctuation', () => {
    for (const name of ['Acme', 'Анна — ноутбук', 'prod net #2', 'شبكة', 'x'.repeat(60)])
      expect(isSafeName(name)).toBe(true)
  })

  it.each([
    ['NUL', 'a\u0000b'],
    ['LF', 'a\nb'],
    ['CR', 'a\rb'],
    ['tab', 'a\tb'],
    ['escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['the line separator', 'a\u2028b'],
    ['a right-to-left override', 'photo\u202Egpj.exe'],
    ['a left-to-right isolate', 'a\u2066b\u2069'],
    ['a right-to-left mark', 'a\u200fb'],
    ['the Arabic letter mark', 'a\u061cb'],
  ])('refuses %s', (_name, value) => {
    expect(isSafeName(value)).toBe(false)
  })
})

describe('isSafeText', () => {
  it('keeps ordinary text with line breaks and tabs', () => {
    expect(isSafeText('v=spf1 include:_spf.example.com ~all')).toBe(true)
    expect(isSafeText('line one\r\nline two\tend')).toBe(true)
  })

  it('refuses NUL, other controls and bidi controls', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'pay \u202Eevil', 'a\u2067b'])
      expect(isSafeText(value)).toBe(false)
  })

  it('names bidi controls on their own', () => {
    expect(hasBidiControl('a\u202db')).toBe(true)
    expect(hasBidiControl('a\nb')).toBe(false)
  })
})
