import { describe, expect, it } from 'vitest'
import type { DnsRecord } from '@shared/models/dns'
import { dcvRecordFor, isPublished } from './dcv-record'
import { expiryOf } from './expiry'

describe('expiry marks', () => {
  // The expiry dates below are zoneless: the service's clock, Moscow time (C4's +03:00).
  const now = new Date('2026-06-01T12:00:00+03:00').getTime()
  it('marks ≤ 30 days, louder once expired, and nothing before issue', () => {
    expect(expiryOf({ expireDate: '2026-09-01T12:00:00', state: 'Active' }, now)).toEqual({ tone: 'ok', days: 92 })
    expect(expiryOf({ expireDate: '2026-07-01T12:00:00', state: 'Active' }, now).tone).toBe('soon')
    expect(expiryOf({ expireDate: '2026-07-02T12:00:00', state: 'Active' }, now).tone).toBe('ok')
    expect(expiryOf({ expireDate: '2026-05-30T12:00:00', state: 'Active' }, now)).toEqual({ tone: 'expired', days: -2 })
    expect(expiryOf({ expireDate: null, state: 'Expired' }, now).tone).toBe('expired')
    expect(expiryOf({ expireDate: null, state: 'New' }, now)).toEqual({ tone: 'none', days: null })
  })
})

describe('DNS validation records', () => {
  const zones = [
    { id: 1, name: 'example.com' },
    { id: 2, name: 'shop.example.com' },
  ]
  it('finds the most specific hosted zone and the owner inside it', () => {
    expect(dcvRecordFor({ validationData: '_abc.www.example.com. CNAME 123.dcv.example.net.' }, zones)).toEqual({
      zoneId: 1,
      zoneName: 'example.com',
      type: 'CNAME',
      owner: '_abc.www',
      value: '123.dcv.example.net',
    })
    expect(dcvRecordFor({ validationData: '_abc.shop.example.com CNAME x.example.net' }, zones)?.zoneId).toBe(2)
    expect(dcvRecordFor({ validationData: 'shop.example.com. TXT "token=1"' }, zones)).toMatchObject({
      zoneId: 2,
      owner: '@',
      type: 'TXT',
      value: 'token=1',
    })
    expect(dcvRecordFor({ validationData: '_abc.example.org. CNAME x.example.net.' }, zones)).toBeNull()
    expect(dcvRecordFor({ validationData: 'admin@example.com' }, zones)).toBeNull()
    expect(dcvRecordFor({ validationData: null }, zones)).toBeNull()
  })
  it('reads a 200 KB value full of blanks (a pattern once took 20 s on it), blanks inside kept', () => {
    const text = `a${' '.repeat(100_000)}b${' \t'.repeat(50_000)}`
    expect(dcvRecordFor({ validationData: `  shop.example.com.  IN  TXT  ${text}` }, zones)).toMatchObject({
      type: 'TXT',
      owner: '@',
      value: text.trimEnd(),
    })
    expect(dcvRecordFor({ validationData: `shop.example.com. TXT ${' '.repeat(200_000)}` }, zones)).toBeNull()
  })
  it('knows when the zone already holds it', () => {
    const record = dcvRecordFor({ validationData: '_abc.example.com. CNAME t.example.net.' }, zones)!
    const held = { type: 'CNAME', owner: '_abc', target: 't.example.net.' } as DnsRecord
    expect(isPublished(record, { records: [held] })).toBe(true)
    expect(isPublished(record, { records: [{ ...held, target: 'other.example.net' }] })).toBe(false)
  })
})
