import { describe, expect, it } from 'vitest'
import { compressIpv6 } from './record-label'

describe('compressIpv6', () => {
  it('writes an address the short way (RFC 5952)', () => {
    expect(compressIpv6('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
    expect(compressIpv6('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1')
    expect(compressIpv6('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1')
    expect(compressIpv6('0:0:0:0:0:0:0:0')).toBe('::')
    expect(compressIpv6('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2:3:4:5:6')
    expect(compressIpv6('2001:db8::0:1')).toBe('2001:db8::1')
  })

  it('leaves what is not an IPv6 address alone', () => {
    expect(compressIpv6('not an address')).toBe('not an address')
  })
})
