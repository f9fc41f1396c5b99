import { describe, expect, it } from 'vitest'
import { dnsZone } from '@shared/dns/test-kit'
import { readZone } from './zone-read'

describe('reading a zone file for import', () => {
  it('sets apart one record the service would refuse, with why, and offers the rest', () => {
    const fractions: number[] = []
    const text = 'bad IN A 999.1.1.1\nok IN A 192.0.2.1\nlong IN TXT "' + 'v'.repeat(2500) + '"\n'
    const { diff, problems } = readZone({ text, zone: dnsZone(9, 'example.com', []) }, (f) => fractions.push(f))
    expect(problems).toEqual([])
    expect(diff!.add.map((c) => c.record!.owner).sort()).toEqual(['long', 'ok'])
    expect(diff!.unsupported).toMatchObject([{ name: 'bad.example.com.', reason: 'refused' }])
    expect(diff!.unsupported[0]!.detail).toBeTruthy()
    expect(fractions.at(-1)).toBeGreaterThan(0.8)
  })

  it('says nothing could be read when the text holds no record', () => {
    expect(readZone({ text: '$TTL soon\n', zone: dnsZone(9, 'example.com', []) }, () => {})).toEqual({
      problems: ['line 1: $TTL needs a time such as 3600 or 1h'],
      diff: null,
    })
  })
})
