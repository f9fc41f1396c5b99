import { describe, expect, it } from 'vitest'
import { cidrOf } from './cidr'

describe('a network range from an address and its mask', () => {
  it('is the masked address and the mask length', () => {
    expect(cidrOf('10.0.1.1', '255.255.255.0')).toBe('10.0.1.0/24')
    expect(cidrOf('203.0.113.33', '255.255.255.248')).toBe('203.0.113.32/29')
    expect(cidrOf('192.168.7.200', '255.255.254.0')).toBe('192.168.6.0/23')
    expect(cidrOf('10.9.9.9', '255.255.255.255')).toBe('10.9.9.9/32')
  })

  it('is unknown when a part is missing or not an address, or the mask has holes', () => {
    expect(cidrOf(null, '255.255.255.0')).toBeNull()
    expect(cidrOf('10.0.1.1', null)).toBeNull()
    expect(cidrOf('10.0.1', '255.255.255.0')).toBeNull()
    expect(cidrOf('10.0.1.1', '255.0.255.0')).toBeNull()
    expect(cidrOf('10.0.1.300', '255.255.255.0')).toBeNull()
  })
})
