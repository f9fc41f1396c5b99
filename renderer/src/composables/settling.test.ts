import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '@shared/contract'
import { settlingSections } from './settling'

const server = (state: string) => ({ state }) as NonNullable<AccountSnapshot['servers']>[number]
const network = (state: string) => ({ state }) as NonNullable<AccountSnapshot['privateNetworks']>[number]

describe('settlingSections', () => {
  it('re-reads servers and the networks they leave while servers are being deleted', () => {
    expect(settlingSections({ servers: [server('Active'), server('Deleting')] })).toEqual(['servers', 'privateNetworks', 'publicNetworks'])
  })

  it('re-reads private networks while one is being built, and nothing once all is settled', () => {
    expect(settlingSections({ privateNetworks: [network('New')] })).toEqual(['privateNetworks'])
    expect(settlingSections({ servers: [server('PowerOff')], privateNetworks: [network('Active'), network('NeedMoney')] })).toEqual([])
    expect(settlingSections(null)).toEqual([])
  })
})
