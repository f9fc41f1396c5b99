import { describe, expect, it } from 'vitest'
import { addSanCost, orderTotal, paidDomainsAdded } from './price'

const multiDomain = {
  prices: [
    { price: 4200, period: 12 },
    { price: 7560, period: 24 },
  ],
  sanPrices: [
    { price: 1300, period: 12 },
    { price: 2340, period: 24 },
  ],
  sanIncluded: 2,
}

describe('SSL prices with additional domains', () => {
  it('charges every domain past the included ones at the SanPrices rate of the period', () => {
    expect(orderTotal(multiDomain, 12, 3)?.total).toBe(5500)
    expect(orderTotal(multiDomain, 24, 5)?.total).toBe(7560 + 3 * 2340)
  })

  it('charges nothing extra while the domains fit in the included ones', () => {
    expect(orderTotal(multiDomain, 12, 0)).toEqual({ base: 4200, paidDomains: 0, perDomain: 1300, total: 4200 })
    expect(orderTotal(multiDomain, 12, 2)?.total).toBe(4200)
  })

  it('has no total for a period the product is not sold for, or a paid domain without a price', () => {
    expect(orderTotal(multiDomain, 36, 0)).toBeNull()
    expect(orderTotal({ ...multiDomain, sanPrices: [] }, 12, 3)?.total).toBeNull()
  })

  it('prices added domains from those the certificate already has', () => {
    expect(addSanCost(multiDomain, 12, 1, 3)).toEqual({ base: 0, paidDomains: 2, perDomain: 1300, total: 2600 })
    expect(addSanCost(multiDomain, 12, 0, 2).total).toBe(0)
    expect(paidDomainsAdded(null, 4, 6)).toBe(2)
  })
})
