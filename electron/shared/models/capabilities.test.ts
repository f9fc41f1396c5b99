import { describe, expect, it } from 'vitest'
import { serviceCapabilities, type CapabilityKey } from './capabilities'

describe('what the UI is told the service offers', () => {
  it('offers everything until a route is refused', () => {
    expect(serviceCapabilities('acme', () => true)).toEqual({
      accountId: 'acme',
      servers: { create: true, resize: true, rebuild: true, clone: true, delete: true },
      dns: {
        createZone: true,
        createRecord: ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'],
        updateRecord: ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'],
        deleteRecord: true,
      },
      images: { create: true, delete: true },
    })
  })

  it('hides what the service refused, and never the seed’s own AAAA and MX updates', () => {
    const refused = new Set<CapabilityKey>([
      'servers.copy',
      'images.delete',
      'dns.createRecord.SRV',
      'dns.updateRecord.A',
    ])
    const offered = serviceCapabilities('acme', (key) => !refused.has(key))
    expect(offered.servers).toMatchObject({ clone: false, create: true })
    expect(offered.images).toEqual({ create: true, delete: false })
    expect(offered.dns.createRecord).not.toContain('SRV')
    expect(offered.dns.updateRecord).toEqual(['AAAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT'])
    const none = serviceCapabilities('acme', () => false)
    expect(none.dns.updateRecord).toEqual(['AAAA', 'MX'])
    expect(none.dns.createRecord).toEqual([])
  })
})
