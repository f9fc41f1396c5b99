import { describe, expect, it } from 'vitest'
import type { SslCertificate, SslProduct } from '@shared/models/ssl'
import { productFlags, sanCount, sanRoom } from './certificate-view'

const product = (p: Partial<SslProduct>): SslProduct => ({
  id: 1,
  trustLevel: 1,
  vendor: 'Sectigo',
  name: 'Multi',
  description: null,
  isWildCard: false,
  isOrganizationValidation: false,
  isEv: false,
  isUnlimitedServers: true,
  isSan: true,
  sanIncluded: 2,
  sanMaximum: 5,
  prices: [],
  sanPrices: [],
  sanOnlyWildcard: false,
  ...p,
})
const cert = (p: SslProduct | null, sans: number) =>
  ({
    product: p,
    dcvList: [
      { domain: 'a.com', isSan: false, validationData: null, status: null },
      ...Array.from({ length: sans }, (_, i) => ({
        domain: `s${i}.a.com`,
        isSan: true,
        validationData: null,
        status: null,
      })),
    ],
  }) as unknown as SslCertificate

describe('certificate view helpers', () => {
  it('room for SANs is the maximum minus the current ones', () => {
    expect(sanCount(cert(product({}), 2))).toBe(2)
    expect(sanRoom(cert(product({}), 2))).toBe(3)
    expect(sanRoom(cert(product({}), 7))).toBe(0)
    expect(sanRoom(cert(product({ isSan: false, sanMaximum: null }), 0))).toBe(0)
    expect(sanRoom(cert(null, 0))).toBe(0)
  })

  it('lists the product options that are on', () => {
    expect(productFlags(cert(product({ isWildCard: true, isEv: true }), 0))).toEqual([
      'wildcard',
      'ev',
      'unlimitedServers',
      'san',
    ])
  })
})
