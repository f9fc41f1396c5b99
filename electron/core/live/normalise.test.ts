import { describe, expect, it } from 'vitest'
import { dnsRecord } from '../../shared/dns/sample-records'
import { addressValue, asciiName, ownerName, recordValueOf, targetName, txtValue } from './normalise'

describe('names as the live check compares them', () => {
  it('drops the final dot and lowercases', () => {
    expect(asciiName('WWW.Example.COM.')).toBe('www.example.com')
    expect(asciiName('_dmarc.example.com')).toBe('_dmarc.example.com')
  })

  it('writes IDN labels in punycode, whichever way they came', () => {
    expect(asciiName('пример.рф')).toBe('xn--e1afmkfd.xn--p1ai')
    expect(asciiName('ПОЧТА.пример.рф.')).toBe(asciiName('почта.xn--e1afmkfd.xn--p1ai'))
  })

  it('makes owners full names: @, relative, full, and SRV with its service and protocol', () => {
    expect(ownerName(dnsRecord('A', { owner: '@' }), 'example.com')).toBe('example.com')
    expect(ownerName(dnsRecord('A', { owner: 'www' }), 'Example.com.')).toBe('www.example.com')
    expect(ownerName(dnsRecord('A', { owner: 'www.example.com' }), 'example.com')).toBe('www.example.com')
    expect(ownerName(dnsRecord('A', { owner: 'www.example.com.' }), 'example.com')).toBe('www.example.com')
    expect(ownerName(dnsRecord('SRV', { owner: '@', service: '_sip', proto: '_tcp' }), 'example.com')).toBe(
      '_sip._tcp.example.com',
    )
    expect(ownerName(dnsRecord('A', { owner: 'почта' }), 'пример.рф')).toBe('xn--80a1acny.xn--e1afmkfd.xn--p1ai')
  })

  it('makes targets full names: with and without the final dot, relative, @ and IDN', () => {
    expect(targetName('mail.example.net.', 'example.com')).toBe('mail.example.net')
    expect(targetName('mail.example.net', 'example.com')).toBe('mail.example.net')
    expect(targetName('www', 'example.com')).toBe('www.example.com')
    expect(targetName('@', 'example.com')).toBe('example.com')
    expect(targetName('mail.пример.рф', 'example.com')).toBe('mail.xn--e1afmkfd.xn--p1ai')
  })
})

describe('values as the live check compares them', () => {
  it('writes IPv6 compressed (the service keeps it expanded) and IPv4 as it is', () => {
    expect(addressValue('2001:0db8:0000:0000:0000:0000:0000:0010')).toBe('2001:db8::10')
    expect(addressValue('2001:DB8::10')).toBe('2001:db8::10')
    expect(addressValue('203.0.113.10')).toBe('203.0.113.10')
  })

  it('keeps TXT text as it is, and unquotes and joins a zone-file form', () => {
    expect(txtValue('v=spf1 -all')).toBe('v=spf1 -all')
    expect(txtValue('"v=spf1 " "-all"')).toBe('v=spf1 -all')
    expect(txtValue('"say \\"hi\\""')).toBe('say "hi"')
    expect(txtValue('a "quoted" word')).toBe('a "quoted" word')
  })

  it('writes each type the app edits', () => {
    const zone = 'example.com'
    expect(recordValueOf(dnsRecord('A', { address: '203.0.113.10' }), zone)).toBe('203.0.113.10')
    expect(recordValueOf(dnsRecord('CNAME', { owner: 'blog', target: 'www' }), zone)).toBe('www.example.com')
    expect(recordValueOf(dnsRecord('NS', { target: 'ns1.example.net.' }), zone)).toBe('ns1.example.net')
    expect(recordValueOf(dnsRecord('MX', { priority: 10, target: 'mail.example.com' }), zone)).toBe(
      '10 mail.example.com',
    )
    const srv = { service: '_sip', proto: '_tcp', priority: 1, weight: 5, port: 5060, target: 'sip' }
    expect(recordValueOf(dnsRecord('SRV', srv), zone)).toBe('1 5 5060 sip.example.com')
    expect(recordValueOf(dnsRecord('TXT', { text: 'hello' }), zone)).toBe('hello')
  })

  it('leaves out a record that lacks what its type needs, and types it does not compare', () => {
    expect(recordValueOf(dnsRecord('MX', { priority: null, target: 'mx' }), 'example.com')).toBeNull()
    expect(recordValueOf(dnsRecord('A', { address: null }), 'example.com')).toBeNull()
    expect(recordValueOf(dnsRecord('SOA', { target: 'ns1' }), 'example.com')).toBeNull()
  })
})
