import { describe, expect, it } from 'vitest'
import { toAsciiDomain } from './names'
import { domainLabel, toUnicodeDomain } from './unicode-name'

describe('an IDN shown as its owner wrote it', () => {
  it('decodes punycode labels (RFC 3492)', () => {
    expect(toUnicodeDomain('xn--e1afmkfd.xn--p1ai')).toBe('пример.рф')
    expect(toUnicodeDomain('XN--E1AFMKFD.xn--p1ai')).toBe('пример.рф')
    expect(toUnicodeDomain('xn--mnchen-3ya.de')).toBe('münchen.de')
    expect(toUnicodeDomain('www.xn--bcher-kva.example')).toBe('www.bücher.example')
    expect(toUnicodeDomain('xn--fiqs8s.xn--fiqz9s')).toBe('中国.中國')
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
