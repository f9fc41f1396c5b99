import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { buildRecordBody } from './dnsRecordBody'
import { toAsciiDomain, toAsciiDomains } from './sanDomains'

const ctx = { action: 'create the DNS record', endpoint: 'POST /dns/recorda' }

function invalidField(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError)
    expect((e as ApiError).kind).toBe('invalidInput')
    return (e as ApiError).field
  }
  throw new Error('expected an invalidInput error')
}

describe('buildRecordBody', () => {
  it('writes every value as a string, with the update id', () => {
    expect(buildRecordBody(ctx, 'A', { domainId: 4, ip: '192.0.2.1', name: 'www', ttl: 300 })).toEqual({ DomainId: '4', IP: '192.0.2.1', Name: 'www', TTL: '300' })
    expect(buildRecordBody(ctx, 'MX', { domainId: 4, hostName: 'mail', priority: 10 }, 9)).toEqual({ id: '9', DomainId: '4', HostName: 'mail', Priority: '10' })
  })

  it('expands AAAA addresses', () => {
    expect(buildRecordBody(ctx, 'AAAA', { domainId: 1, ip: '2001:db8::1', name: '@' }).IP).toBe('2001:0db8:0000:0000:0000:0000:0000:0001')
  })

  it('builds each type’s body', () => {
    expect(buildRecordBody(ctx, 'CNAME', { domainId: 1, name: 'w', mnemonicName: 'x.example.' })).toEqual({ DomainId: '1', Name: 'w', MnemonicName: 'x.example.' })
    expect(buildRecordBody(ctx, 'NS', { domainId: 1, hostName: 'ns1.example.', name: 'sub' })).toEqual({ DomainId: '1', HostName: 'ns1.example.', Name: 'sub' })
    expect(buildRecordBody(ctx, 'TXT', { domainId: 1, name: '@', text: 'v=spf1 -all', ttl: 60 })).toEqual({ DomainId: '1', Name: '@', Text: 'v=spf1 -all', TTL: '60' })
    expect(buildRecordBody(ctx, 'SRV', { domainId: 1, service: '_sip', proto: '_tcp', name: '@', priority: 0, weight: 5, port: 5060, target: 'sip' })).toEqual({
      DomainId: '1', Service: '_sip', Proto: '_tcp', Name: '@', Priority: '0', Weight: '5', Port: '5060', Target: 'sip',
    })
  })

  it('rejects bad input naming the field', () => {
    expect(invalidField(() => buildRecordBody(ctx, 'A', { domainId: 1, ip: '192.0.2.1', name: 'w', ttl: 301 }))).toBe('ttl')
    expect(invalidField(() => buildRecordBody(ctx, 'AAAA', { domainId: 1, ip: '2001:db8::1::2', name: 'w' }))).toBe('ip')
    expect(invalidField(() => buildRecordBody(ctx, 'A', { domainId: 1, ip: '::1', name: 'w' }))).toBe('ip')
    expect(invalidField(() => buildRecordBody(ctx, 'MX', { domainId: 1, hostName: 'm', priority: 70000 }))).toBe('priority')
    expect(invalidField(() => buildRecordBody(ctx, 'TXT', { domainId: 1, name: 'w', text: '' }))).toBe('text')
    expect(invalidField(() => buildRecordBody(ctx, 'TXT', { domainId: 0, name: 'w', text: 't' }))).toBe('domainId')
  })

  it('names the field and the allowed values in the message', () => {
    try {
      buildRecordBody(ctx, 'A', { domainId: 1, ip: '192.0.2.1', name: 'w', ttl: 301 })
    } catch (e) {
      expect((e as ApiError).message).toBe(
        'Could not create the DNS record: ttl must be one of 1, 5, 30, 60, 300, 600, 900, 1800, 3600, 7200, 21160, 43200, 86400 seconds. Correct it and try again.',
      )
    }
  })
})

describe('SAN domains', () => {
  it('converts IDN to punycode and keeps wildcards', () => {
    expect(toAsciiDomain('пример.рф')).toBe('xn--e1afmkfd.xn--p1ai')
    expect(toAsciiDomain('*.Español.com')).toBe('*.xn--espaol-zwa.com')
    expect(toAsciiDomain('www.example.com.')).toBe('www.example.com')
  })

  it.each(['', 'localhost', 'a..b', '-a.com', 'a-.com', 'ex ample.com', 'x.com/path', 'http://x.com', '1.2.3.4', `${'a'.repeat(64)}.com`])('rejects %j', (d) => {
    expect(toAsciiDomain(d)).toBeNull()
  })

  it('rejects the list naming the bad entry, and de-duplicates', () => {
    expect(toAsciiDomains(ctx, ['a.com', 'A.com', 'пример.рф'])).toEqual(['a.com', 'xn--e1afmkfd.xn--p1ai'])
    expect(invalidField(() => toAsciiDomains(ctx, ['a.com', 'bad domain']))).toBe('sanDomains[1]')
    expect(invalidField(() => toAsciiDomains(ctx, []))).toBe('sanDomains')
  })
})
