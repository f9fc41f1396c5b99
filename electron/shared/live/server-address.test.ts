import { describe, expect, it } from 'vitest'
import { formatServerAddress, parseServerAddress } from './server-address'

describe('a resolver’s address in the settings', () => {
  it('takes IPv4 and IPv6 addresses, with or without a port', () => {
    expect(parseServerAddress('1.1.1.1')).toEqual({ host: '1.1.1.1', port: 53 })
    expect(parseServerAddress(' 127.0.0.1:5353 ')).toEqual({ host: '127.0.0.1', port: 5353 })
    expect(parseServerAddress('::1')).toEqual({ host: '::1', port: 53 })
    expect(parseServerAddress('[::1]:5353')).toEqual({ host: '::1', port: 5353 })
    expect(parseServerAddress('[2606:4700:4700::1111]')).toEqual({ host: '2606:4700:4700::1111', port: 53 })
  })

  it('refuses names and anything else: a resolver is never a name typed in', () => {
    for (const text of [
      'dns.google',
      'localhost',
      '1.1.1',
      '256.1.1.1',
      '1.1.1.1:0',
      '1.1.1.1:70000',
      '[::1',
      ':53',
      '',
    ])
      expect(parseServerAddress(text), text).toBeNull()
  })

  it('writes host:port as Node’s resolver takes it', () => {
    expect(formatServerAddress({ host: '127.0.0.1', port: 53 })).toBe('127.0.0.1:53')
    expect(formatServerAddress({ host: '::1', port: 5353 })).toBe('[::1]:5353')
  })
})
