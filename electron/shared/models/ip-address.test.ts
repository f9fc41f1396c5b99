import { describe, expect, it } from 'vitest'
import { compressIpv6, displayIpv6, expandIpv6, isIpv4, isIpv6 } from './ip-address'

describe('expandIpv6', () => {
  /** What each written form expands to. */
  const EXPANDED: Record<string, string> = {
    '2001:db8::1': '2001:0db8:0000:0000:0000:0000:0000:0001',
    '::': '0000:0000:0000:0000:0000:0000:0000:0000',
    '::1': '0000:0000:0000:0000:0000:0000:0000:0001',
    'fe80::': 'fe80:0000:0000:0000:0000:0000:0000:0000',
    '2001:DB8:0:0:8:800:200C:417A': '2001:0db8:0000:0000:0008:0800:200c:417a',
    '1:2:3:4:5:6:7::': '0001:0002:0003:0004:0005:0006:0007:0000',
    '::ffff:192.0.2.128': '0000:0000:0000:0000:0000:ffff:c000:0280',
    ' 2001:db8::1 ': '2001:0db8:0000:0000:0000:0000:0000:0001',
    '2001:0db8:0000:0000:0000:0000:0000:0001': '2001:0db8:0000:0000:0000:0000:0000:0001',
  }
  it.each(Object.entries(EXPANDED))('%j → %s', (input, expected) => {
    expect(expandIpv6(input)).toBe(expected)
  })

  it.each([
    '',
    '1.2.3.4',
    '2001:db8::1::2',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::',
    'g::1',
    'fe80::1%eth0',
    '1:2:3:4:5:6:7:8::',
    '::ffff:300.1.1.1',
  ])('rejects %j', (input) => {
    expect(expandIpv6(input)).toBeNull()
    expect(isIpv6(input)).toBe(false)
  })
})

describe('isIpv4', () => {
  it.each(['192.0.2.10', '0.0.0.0'])('accepts the dotted quad %s', (text) => expect(isIpv4(text)).toBe(true))
  it.each(['256.1.1.1', '01.1.1.1', '1.1.1'])('rejects %s', (text) => expect(isIpv4(text)).toBe(false))
})

describe('compressIpv6 (RFC 5952, as shown and exported)', () => {
  // Each line: the address as the API sends it back, then as it is shown.
  const SHOWN = `
    2001:0db8:0000:0000:0000:0000:0000:0001 → 2001:db8::1
    2001:0DB8:0000:0000:0001:0000:0000:0001 → 2001:db8::1:0:0:1
    2001:0db8:0000:0001:0001:0001:0001:0001 → 2001:db8:0:1:1:1:1:1
    2001:0db8:0000:0000:0001:0000:0000:0000 → 2001:db8:0:0:1::
    0000:0000:0000:0000:0000:0000:0000:0000 → ::
    0000:0000:0000:0000:0000:0000:0000:0001 → ::1
    0000:0000:0000:0000:0000:ffff:c000:0201 → ::ffff:192.0.2.1
    fe80:0000:0000:0000:0204:61ff:fe9d:f156 → fe80::204:61ff:fe9d:f156
    2001:DB8:0:0:0:0:0:1 → 2001:db8::1
    0:0:0:0:0:FFFF:C000:201 → ::ffff:192.0.2.1
    2001:db8::0001 → 2001:db8::1
  `
    .trim()
    .split('\n')
    .map((line) => line.trim().split(' → ') as [string, string])
  it.each(SHOWN)('%s → %s', (input, shown) => {
    expect(compressIpv6(input)).toBe(shown)
    expect(expandIpv6(shown)).toBe(expandIpv6(input))
  })
  it('leaves what is not IPv6 alone', () => {
    expect(compressIpv6('192.0.2.1')).toBeNull()
    // Eight groups, but not of hex: read as an address that is not one.
    expect(compressIpv6('2001:0db8:0000:0000:0000:0000:0000:000g')).toBeNull()
    expect(compressIpv6('2001:0db8:0000:0000:0000:0000:0000:00001')).toBeNull()
    expect(compressIpv6(' 2001:db8:0:0:0:0:0:1 ')).toBe('2001:db8::1')
    expect(displayIpv6('not an address')).toBe('not an address')
  })
})
