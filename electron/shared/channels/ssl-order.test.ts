import { describe, expect, it } from 'vitest'
import { orderCertificateFormSchema, orderCertificateSchema, type OrderProductTraits } from './ssl'

const paths = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

const dv: OrderProductTraits = {
  isWildCard: false,
  isOrganizationValidation: false,
  isEv: false,
  isSan: false,
  sanMaximum: null,
  periods: [12, 24],
}
const order = { productId: 1, domain: 'shop.example.com', dcvMethod: 'Dns' as const, period: 12 }

describe('certificate order form', () => {
  it('accepts an IDN domain and checks each field’s own limits', () => {
    expect(orderCertificateSchema().safeParse({ ...order, domain: 'пример.рф' }).success).toBe(true)
    expect(paths(orderCertificateSchema().safeParse({ ...order, domain: 'not a domain' }))).toEqual([
      'domain: “not a domain” is not a domain name',
    ])
    expect(paths(orderCertificateSchema().safeParse({ ...order, dcvMethod: 'Fax' }))).toEqual([
      'dcvMethod: Choose how to prove you control the domain',
    ])
    expect(paths(orderCertificateSchema().safeParse({ ...order, csr: 'hello' }))[0]).toMatch(
      /^csr: Paste a PEM signing request/,
    )
    expect(
      orderCertificateSchema().safeParse({
        ...order,
        csr: '-----BEGIN CERTIFICATE REQUEST-----\nMII\n-----END CERTIFICATE REQUEST-----',
      }).success,
    ).toBe(true)
    expect(paths(orderCertificateSchema().safeParse({ ...order, phone: 'call me' }))).toEqual([
      'phone: Enter a phone number such as +7 812 555-01-23',
    ])
    expect(paths(orderCertificateSchema().safeParse({ ...order, email: 'anna' }))).toEqual([
      'email: Enter an e-mail address such as admin@example.com',
    ])
    expect(paths(orderCertificateSchema().safeParse({ ...order, orgName: 'x'.repeat(256) }))).toEqual([
      'orgName: Keep it to 255 characters',
    ])
  })

  it('knows the product: wildcard, periods, additional domains, organisation fields', () => {
    expect(paths(orderCertificateFormSchema(dv).safeParse({ ...order, domain: '*.example.com' }))).toEqual([
      'domain: This product does not cover wildcard domains (*.): choose a wildcard product',
    ])
    expect(paths(orderCertificateFormSchema({ ...dv, isWildCard: true }).safeParse(order))[0]).toMatch(
      /^domain: A wildcard product needs/,
    )
    expect(paths(orderCertificateFormSchema(dv).safeParse({ ...order, period: 36 }))).toEqual([
      'period: Choose a validity period the product is sold for',
    ])
    expect(paths(orderCertificateFormSchema(dv).safeParse({ ...order, sanDomains: ['a.example.com'] }))).toEqual([
      'sanDomains: This certificate has no room for more domains',
    ])
    expect(
      orderCertificateFormSchema({ ...dv, isSan: true, sanMaximum: 2 }).safeParse({
        ...order,
        sanDomains: ['a.example.com', ''],
      }).success,
    ).toBe(true)
    const ev = paths(
      orderCertificateFormSchema({ ...dv, isEv: true }).safeParse({ ...order, orgName: 'Example Foods' }),
    )
    expect(ev.sort()).toEqual(
      ['orgAddressline', 'orgCity', 'orgCountry', 'orgPostalcode', 'phone'].map(
        (f) => `${f}: Required for this product (the authority checks the organisation)`,
      ),
    )
    // Each rule sits on its field, as the form checks them.
    const shape = orderCertificateFormSchema(dv).shape
    expect(shape.domain.safeParse('*.example.com').success).toBe(false)
    expect(shape.period.safeParse(24).success).toBe(true)
    expect(shape.sanDomains.safeParse(['']).success).toBe(true)
  })
})
