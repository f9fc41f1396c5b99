import { describe, expect, it } from 'vitest'
import { toAsciiDomain } from './names'
import { domainLabel, toUnicodeDomain } from './unicode-name'

describe('an IDN shown as its owner wrote it', () => {
  it.each([
    { ascii: 'xn--e1afmkfd.xn--p1ai', unicode: 'пример.рф' },
    { ascii: 'XN--E1AFMKFD.xn--p1ai', unicode: 'пример.рф' },
    { ascii: 'xn--mnchen-3ya.de', unicode: 'münchen.de' },
    { ascii: 'www.xn--bcher-kva.example', unicode: 'www.bücher.example' },
    { ascii: 'xn--fiqs8s.xn--fiqz9s', unicode: '中国.中國' },
  ])('decodes punycode labels (RFC 3492): $ascii', ({ ascii, unicode }) => {
    expect(toUnicodeDomain(ascii)).toBe(unicode)
  })

  it('reads back what the forms send (toAsciiDomain), and leaves plain or broken names as they are', () => {
    for (const name of ['пример.рф', 'café.example', 'ελληνικά.gr', '日本語.jp'])
      expect(toUnicodeDomain(toAsciiDomain(name) ?? '')).toBe(name)
    expect(toUnicodeDomain('example.com')).toBe('example.com')
    expect(toUnicodeDomain('xn--.example')).toBe('xn--.example')
    expect(toUnicodeDomain('xn--!!!.example')).toBe('xn--!!!.example')
  })

  it('shows the Unicode name with the punycode beside it', () => {
    expect(domainLabel('xn--e1afmkfd.xn--p1ai')).toBe('пример.рф (xn--e1afmkfd.xn--p1ai)')
    expect(domainLabel('example.com')).toBe('example.com')
  })
})
