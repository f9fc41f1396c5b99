import { describe, expect, it } from 'vitest'
import { diffZone } from '@shared/dns/zone-diff'
import { dnsRecord, dnsZone } from '@shared/dns/sample-records'
import { parseZoneFile } from '@shared/dns/zone-import'
import { importCounts, tickedAtFirst } from './import-zone'

const zone = dnsZone(9, 'example.com', [
  dnsRecord('A', { zoneId: 9, owner: 'www', address: '203.0.113.1' }),
  dnsRecord('A', { zoneId: 9, owner: 'api', address: '203.0.113.2' }),
  dnsRecord('TXT', { zoneId: 9, owner: 'old', text: 'gone' }),
])
const diff = diffZone(
  zone,
  parseZoneFile('www CNAME web.example.net.\napi A 203.0.113.3\nnew A 203.0.113.4\n', 'example.com'),
)

describe('the import dialog: what is ticked at first, and the summary of what Apply does', () => {
  it('ticks the adds and changes but not a CNAME that cannot stand alone, nor a removal', () => {
    const ticked = tickedAtFirst(diff)
    const tickedText = [...diff.add, ...diff.change, ...diff.remove]
      .filter((c) => ticked.has(c.id))
      .map((c) => `${c.action} ${c.record?.owner ?? c.existing?.owner}`)
    expect(tickedText.sort()).toEqual(['create new', 'update api'])
  })

  it('counts the changes to add, to change and to delete', () => {
    expect(importCounts([...diff.add, ...diff.change, ...diff.remove])).toEqual({ add: 2, change: 1, remove: 2 })
  })
})
