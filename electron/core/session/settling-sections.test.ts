import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { settlingSections } from '../../shared/resources'

const server = (state: string) => ({ state }) as NonNullable<AccountSnapshot['servers']>[number]
const network = (state: string) => ({ state }) as NonNullable<AccountSnapshot['privateNetworks']>[number]

describe('settlingSections', () => {
  it('re-reads servers and the networks they leave while servers are being deleted', () => {
    expect(settlingSections({ servers: [server('Active'), server('Deleting')] })).toEqual([
      'servers',
      'privateNetworks',
      'publicNetworks',
    ])
  })

  it('re-reads private networks while one is being built, and nothing once all is settled', () => {
    expect(settlingSections({ privateNetworks: [network('New')] })).toEqual(['privateNetworks'])
    expect(
      settlingSections({ servers: [server('PowerOff')], privateNetworks: [network('Active'), network('NeedMoney')] }),
    ).toEqual([])
    expect(settlingSections(null)).toEqual([])
  })

  it('re-reads the zones while a zone or a record is not yet published', () => {
    const zone = (state: string, records: string[] = []) =>
      ({ state, records: records.map((r) => ({ state: r })) }) as unknown as NonNullable<
        AccountSnapshot['dnsZones']
      >[number]
    expect(settlingSections({ dnsZones: [zone('Active', ['Active', 'New'])] })).toEqual(['dnsZones'])
    expect(settlingSections({ dnsZones: [zone('New')] })).toEqual(['dnsZones'])
    expect(settlingSections({ dnsZones: [zone('Active', ['Active'])] })).toEqual([])
  })

  it('re-reads public networks being built and certificates the authority is still moving', () => {
    const pub = (state: string) => ({ state }) as NonNullable<AccountSnapshot['publicNetworks']>[number]
    const cert = (state: string) => ({ state }) as NonNullable<AccountSnapshot['sslCertificates']>[number]
    expect(settlingSections({ publicNetworks: [pub('New')] })).toEqual(['publicNetworks'])
    expect(settlingSections({ sslCertificates: [cert('Active'), cert('New')] })).toEqual(['sslCertificates'])
    expect(settlingSections({ sslCertificates: [cert('Canceling')] })).toEqual(['sslCertificates'])
    // Validation may take the authority days: not re-read in a loop.
    expect(
      settlingSections({ sslCertificates: [cert('Active'), cert('InProgress'), cert('NeedMoney'), cert('Expired')] }),
    ).toEqual([])
  })
})
