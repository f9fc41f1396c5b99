import { describe, expect, it } from 'vitest'
import { wireCertificate, wireSslDeleteAnswer } from './ssl'

const product = {
  TrustLevel: 1,
  Id: 5,
  Vendor: 'CA',
  Name: 'Basic',
  Description: 'd',
  IsWildCard: false,
  IsOrganizationValidation: false,
  IsEv: false,
  IsUnlimitedServers: true,
  IsSan: true,
  SanIncluded: null,
  SanMaximum: 10,
  Prices: [{ Price: 1000, Period: 12 }],
  SanPrices: [{ Price: 300, Period: 12 }],
  SanOnlyWildcard: false,
}
const cert = {
  Id: 70,
  VendorSslId: '123456',
  Product: product,
  Domain: 'xn--e1afmkfd.xn--p1ai',
  InternationalizedDomain: 'пример.рф',
  DcvMethod: 'Dns',
  DcvList: [{ Domain: 'a.example', IsSAN: true, ValidationData: '', Status: 'Pending' }],
  IsSecurityValidationFailed: false,
  Period: 12,
  ActivationDate: '2026-01-01T00:00:00',
  ExpireDate: '2027-01-01T00:00:00',
  IsAutoProlong: true,
  PfxPassword: '',
  State: 'Active',
  CsrCode: '-----BEGIN…',
  DateCreate: '2025-12-30T10:00:00',
}

describe('ssl wire', () => {
  it('reads VendorSslId text as a number and the addsan IsProlongTaskCreated name', () => {
    const c = wireCertificate.parse({ ...cert, IsProlongTaskCreated: true })
    expect(c).toMatchObject({
      id: 70,
      vendorSslId: 123456,
      isAutoProlongTaskCreated: true,
      pfxPassword: null,
      state: 'Active',
    })
    expect(c.product).toMatchObject({ id: 5, sanIncluded: null, sanMaximum: 10, prices: [{ price: 1000, period: 12 }] })
    expect(c.dcvList).toEqual([{ domain: 'a.example', isSan: true, validationData: null, status: 'Pending' }])
  })

  it('reads the list form IsAutoProlongTaskCreated too', () => {
    expect(wireCertificate.parse({ ...cert, IsAutoProlongTaskCreated: true }).isAutoProlongTaskCreated).toBe(true)
    expect(wireCertificate.parse(cert).isAutoProlongTaskCreated).toBe(false)
  })

  it('reads the delete answer: an id, or a Message refusal', () => {
    expect(wireSslDeleteAnswer.parse(70)).toEqual({ id: 70, refusal: null })
    expect(wireSslDeleteAnswer.parse('70')).toEqual({ id: 70, refusal: null })
    expect(wireSslDeleteAnswer.parse({ Id: 70 })).toEqual({ id: 70, refusal: null })
    expect(wireSslDeleteAnswer.parse({ Message: 'only NeedMoney' })).toEqual({ id: null, refusal: 'only NeedMoney' })
  })
})
