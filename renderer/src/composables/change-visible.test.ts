import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import type { DnsRecord } from '@shared/models/dns'
import { dnsRecord } from '@shared/dns/sample-records'
import { changeChecks, recordMatches, relativeOwner } from './change-visible'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL test@ed25519'

function record(patch: Partial<DnsRecord>): DnsRecord {
  return dnsRecord('A', { id: 1, zoneId: 7, owner: 'www', ...patch })
}

const snapshot = (patch: Partial<AccountSnapshot>): AccountSnapshot => patch

describe('is the change visible after the re-read', () => {
  it('an SSH key is found by its content, whatever its comment', () => {
    const check = changeChecks.sshKeyAdded(KEY)
    expect(check.sections).toEqual(['sshKeys'])
    expect(check.visible(snapshot({ sshKeys: [] }))).toBe(false)
    expect(
      check.visible(
        snapshot({ sshKeys: [{ id: 3, title: 'x', publicKey: KEY.replace('test@ed25519', 'other') }] as never }),
      ),
    ).toBe(true)
    expect(check.visible(snapshot({}))).toBe(false)
  })

  it('a network and a zone are found by name (case and spaces aside; a zone by its punycode too)', () => {
    expect(
      changeChecks
        .privateNetworkCreated(' Back end ')
        .visible(snapshot({ privateNetworks: [{ id: 1, name: 'back end' }] as never })),
    ).toBe(true)
    expect(
      changeChecks
        .privateNetworkCreated('front')
        .visible(snapshot({ privateNetworks: [{ id: 1, name: 'back end' }] as never })),
    ).toBe(false)
    const zones = snapshot({ dnsZones: [{ id: 1, name: 'xn--e1afmkfd.xn--p1ai', records: [] }] as never })
    expect(changeChecks.dnsZoneCreated('пример.рф', 'xn--e1afmkfd.xn--p1ai').visible(zones)).toBe(true)
    expect(changeChecks.dnsZoneCreated('example.org', 'example.org').visible(zones)).toBe(false)
  })

  it('a record is matched by type, owner relative to the zone and value', () => {
    expect(relativeOwner('www.example.com.', 'example.com')).toBe('www')
    expect(relativeOwner('example.com', 'example.com')).toBe('@')
    expect(relativeOwner('', 'example.com')).toBe('@')
    const a = record({ owner: 'www', address: '203.0.113.7' })
    expect(recordMatches(a, { type: 'A', owner: 'WWW.example.com.', address: '203.0.113.7' }, 'example.com')).toBe(true)
    expect(recordMatches(a, { type: 'A', owner: 'www', address: '203.0.113.8' }, 'example.com')).toBe(false)
    expect(recordMatches(a, { type: 'AAAA', owner: 'www', address: '203.0.113.7' }, 'example.com')).toBe(false)
    const aaaa = record({ type: 'AAAA', address: '2001:0db8:0000:0000:0000:0000:0000:0001' })
    expect(recordMatches(aaaa, { type: 'AAAA', owner: 'www', address: '2001:db8::1' }, 'example.com')).toBe(true)
    const mx = record({ type: 'MX', owner: '@', target: 'mx.example.com.', priority: 10 })
    expect(recordMatches(mx, { type: 'MX', owner: '@', target: 'mx', priority: '10' }, 'example.com')).toBe(true)
    expect(recordMatches(mx, { type: 'MX', owner: '@', target: 'mx', priority: 20 }, 'example.com')).toBe(false)
    const txt = record({ type: 'TXT', text: 'v=spf1 -all' })
    expect(recordMatches(txt, { type: 'TXT', owner: 'www', text: 'v=spf1 -all' }, 'example.com')).toBe(true)
    expect(recordMatches(txt, { type: 'TXT', owner: 'www', text: 'v=spf1 ~all' }, 'example.com')).toBe(false)
  })

  it('a created record is looked for in its zone, an edited one by id with the new values and TTL', () => {
    const zones = snapshot({
      dnsZones: [
        { id: 7, name: 'example.com', records: [record({ id: 5, owner: 'docs', address: '198.51.100.1', ttl: 300 })] },
      ] as never,
    })
    expect(changeChecks.dnsRecordCreated(7, { type: 'A', owner: 'docs', address: '198.51.100.1' }).visible(zones)).toBe(
      true,
    )
    expect(changeChecks.dnsRecordCreated(8, { type: 'A', owner: 'docs', address: '198.51.100.1' }).visible(zones)).toBe(
      false,
    )
    expect(
      changeChecks
        .dnsRecordUpdated(7, 5, { type: 'A', owner: 'docs', address: '198.51.100.1', ttl: 300 })
        .visible(zones),
    ).toBe(true)
    expect(
      changeChecks
        .dnsRecordUpdated(7, 5, { type: 'A', owner: 'docs', address: '198.51.100.1', ttl: 3600 })
        .visible(zones),
    ).toBe(false)
    expect(
      changeChecks.dnsRecordUpdated(7, 6, { type: 'A', owner: 'docs', address: '198.51.100.1' }).visible(zones),
    ).toBe(false)
  })

  it('a deletion is visible once the id is gone; a storage user is found by login', () => {
    const keys = snapshot({ sshKeys: [{ id: 3 }] as never })
    expect(changeChecks.gone('sshKeys', 3).visible(keys)).toBe(false)
    expect(changeChecks.gone('sshKeys', 4).visible(keys)).toBe(true)
    expect(
      changeChecks
        .storageUserCreated('backup')
        .visible(snapshot({ storageUsers: [{ id: 1, name: 'Backup' }] as never })),
    ).toBe(true)
  })
})
