import { describe, expect, it } from 'vitest'
import { isHostTarget, isRecordName, sameDomain, toAsciiDomain } from './names'

describe('toAsciiDomain (browser-safe, used by the forms)', () => {
  it('converts IDN to punycode, lowercases, keeps an allowed wildcard', () => {
    expect(toAsciiDomain('Пример.РФ')).toBe('xn--e1afmkfd.xn--p1ai')
    expect(toAsciiDomain('WWW.Example.com.')).toBe('www.example.com')
    expect(toAsciiDomain('*.example.com', { allowWildcard: true })).toBe('*.example.com')
    expect(toAsciiDomain('*.example.com')).toBeNull()
  })

  it.each([
    '',
    'localhost',
    'a..b',
    '-a.com',
    'a-.com',
    'ex ample.com',
    'x.com/path',
    'http://x.com',
    '1.2.3.4',
    `${'a'.repeat(64)}.com`,
    'a@b.com',
  ])('rejects %j', (d) => expect(toAsciiDomain(d)).toBeNull())
})

describe('record names and targets', () => {
  it.each(['@', 'www', '_dmarc', '*.dev', 'a.b-c', 'www.example.com.'])('accepts the owner %j', (n) =>
    expect(isRecordName(n)).toBe(true),
  )
  it.each(['', 'bad name', '-x', 'a..b', 'ü'])('rejects the owner %j', (n) => expect(isRecordName(n)).toBe(false))
  it.each(['@', 'mail', 'mail.example.com', 'mail.example.com.'])('accepts the target %j', (n) =>
    expect(isHostTarget(n)).toBe(true),
  )
  it.each(['', 'a b', '*.x'])('rejects the target %j', (n) => expect(isHostTarget(n)).toBe(false))
})

describe('sameDomain (typing a zone name to confirm its deletion)', () => {
  it('takes an IDN in Unicode or punycode, either way round', () => {
    expect(sameDomain('xn--e1afmkfd.xn--p1ai', 'пример.рф')).toBe(true)
    expect(sameDomain('пример.рф', 'xn--e1afmkfd.xn--p1ai')).toBe(true)
    expect(sameDomain('ПРИМЕР.РФ.', 'пример.рф')).toBe(true)
  })
  it('refuses another name or something that is not a domain', () => {
    expect(sameDomain('xn--e1afmkfd.xn--p1ai', 'пример.ru')).toBe(false)
    expect(sameDomain('', '')).toBe(false)
  })
})
