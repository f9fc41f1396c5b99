import { describe, expect, it } from 'vitest'
import type { DnsZone } from '../state/dns-types'
import type { SslCertificate } from '../state/ssl-types'
import type { CustomerState } from '../state/types'
import { ISO_WITHOUT_ZONE, type TestSandbox, useDemoSandbox } from '../test-kit'
import { SSL_DELETE_REFUSED } from './ssl'
import { serviceClockReplacer } from '../dialects/service-clock'

let t: TestSandbox
let state: CustomerState
useDemoSandbox({}, (s) => ({ t, state } = s))

type Msg = { Message: string }
type AddSanAnswer = Omit<SslCertificate, 'IsAutoProlongTaskCreated'> & { IsProlongTaskCreated: boolean }
const inState = (s: string): SslCertificate =>
  [...state.certificates.values()].find((c) => c.State === s) as SslCertificate

describe('GET /ssl, /ssl/{id}', () => {
  it('lists certificates in Active, NeedMoney and InProgress with full products', async () => {
    const certs = (await t.api<SslCertificate[]>('GET', '/ssl')).json
    expect(new Set(certs.map((c) => c.State))).toEqual(new Set(['Active', 'NeedMoney', 'InProgress']))
    for (const c of certs) {
      expect(typeof c.VendorSslId).toBe('string')
      expect(c.VendorSslId).toMatch(/^\d+$/)
      expect(c).toHaveProperty('IsAutoProlongTaskCreated')
      expect(c).not.toHaveProperty('IsProlongTaskCreated')
      expect(c.DateCreate).toMatch(ISO_WITHOUT_ZONE)
      expect(Object.keys(c.Product).sort()).toEqual(
        [
          'Description',
          'Id',
          'IsEv',
          'IsOrganizationValidation',
          'IsSan',
          'IsUnlimitedServers',
          'IsWildCard',
          'Name',
          'Prices',
          'SanIncluded',
          'SanMaximum',
          'SanOnlyWildcard',
          'SanPrices',
          'TrustLevel',
          'Vendor',
        ].sort(),
      )
      expect(c.Product.Prices.length).toBeGreaterThan(0)
      for (const key of [
        'Firstname',
        'Lastname',
        'Phone',
        'OrgName',
        'OrgDepartment',
        'OrgFax',
        'OrgPostalcode',
        'OrgCountry',
        'OrgRegion',
        'OrgCity',
        'OrgAddressline',
        'CsrCode',
        'PfxPassword',
        'InternationalizedDomain',
      ]) {
        expect(typeof (c as unknown as Record<string, unknown>)[key]).toBe('string')
      }
    }
    const active = certs.find((c) => c.State === 'Active')
    expect(active?.ExpireDate).toMatch(ISO_WITHOUT_ZONE)
    expect(active?.Product).toMatchObject({ IsSan: true, SanIncluded: 2, SanMaximum: 250 })
    expect(active?.DcvList.filter((d) => d.IsSAN).length).toBe(2)
  })

  it('answers one certificate by id', async () => {
    const cert = inState('InProgress')
    expect((await t.api<SslCertificate>('GET', `/ssl/${cert.Id}`)).json).toEqual(
      JSON.parse(JSON.stringify(cert, serviceClockReplacer)),
    )
  })
})

describe('PUT /ssl/{id}/addsan', () => {
  it('adds domains to DcvList as Pending SANs and answers with IsProlongTaskCreated', async () => {
    const cert = inState('Active')
    const res = await t.api<AddSanAnswer>('PUT', `/ssl/${cert.Id}/addsan`, {
      body: { SanDomains: ['api.example.com', 'xn--e1afmkfd.example.com'] },
    })
    expect(res.status).toBe(200)
    expect(res.json).toHaveProperty('IsProlongTaskCreated', false)
    expect(res.json).not.toHaveProperty('IsAutoProlongTaskCreated')
    expect(res.json.DcvList.slice(-2)).toEqual([
      {
        Domain: 'api.example.com',
        IsSAN: true,
        ValidationData: expect.stringContaining('api.example.com'),
        Status: 'Pending',
      },
      { Domain: 'xn--e1afmkfd.example.com', IsSAN: true, ValidationData: expect.any(String), Status: 'Pending' },
    ])
    expect(cert.DcvList).toHaveLength(5)
  })

  it('publishes the validation CNAME in the delegated zone when asked', async () => {
    const cert = inState('Active')
    const zone = [...state.zones.values()].find((z) => z.Name === 'example.com') as DnsZone
    const before = zone.LinkedRecords.length
    await t.api('PUT', `/ssl/${cert.Id}/addsan`, { body: { SanDomains: ['cdn.example.com'], CreateCnameRecord: true } })
    const record = zone.LinkedRecords[before]
    expect(zone.LinkedRecords).toHaveLength(before + 1)
    expect(record).toMatchObject({
      TypeRecord: 'CNAME',
      State: 'New',
      MnemonicName: expect.stringMatching(/\.dcv\.example\.net$/),
    })
    expect(record?.HostName).toMatch(/^_[0-9a-f]{32}\.cdn$/)
  })

  it.each([
    [{}, 'SanDomains: is required'],
    [{ SanDomains: [] }, 'SanDomains: must name at least one domain'],
    [{ SanDomains: 'a.example.com' }, 'SanDomains: must be a list of domain names'],
    [{ SanDomains: ['ok.example.com', 'bad_domain'] }, /^SanDomains\[1\]: 'bad_domain' is not a valid domain name/],
    [{ SanDomains: ['пример.example.com'] }, /^SanDomains\[0\]: .*punycode/],
    [{ SanDomains: ['www.example.com'] }, "SanDomains[0]: 'www.example.com' is already in the certificate"],
    [{ SanDomains: ['a.example.com', 'A.example.com'] }, /^SanDomains\[1\]: 'a.example.com' is already/],
    [{ SanDomains: ['a.example.com'], CreateCnameRecord: 'yes' }, /^CreateCnameRecord: /],
  ])('refuses %j with 400 naming SanDomains', async (body, message) => {
    const res = await t.api<Msg>('PUT', `/ssl/${inState('Active').Id}/addsan`, { body })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })

  it('keeps the total within Product.SanMaximum', async () => {
    const cert = inState('Active')
    cert.Product = { ...cert.Product, SanMaximum: 3 }
    const res = await t.api<Msg>('PUT', `/ssl/${cert.Id}/addsan`, {
      body: { SanDomains: ['a.example.com', 'b.example.com'] },
    })
    expect(res.status).toBe(400)
    expect(res.json.Message).toBe(
      'SanDomains: at most 3 additional domains are allowed; the certificate has 2, the request adds 2',
    )
    expect((await t.api('PUT', `/ssl/${cert.Id}/addsan`, { body: { SanDomains: ['a.example.com'] } })).status).toBe(200)
  })

  it('refuses a product without additional domains', async () => {
    const res = await t.api<Msg>('PUT', `/ssl/${inState('NeedMoney').Id}/addsan`, {
      body: { SanDomains: ['a.example.org'] },
    })
    expect(res.json.Message).toBe('SanDomains: the product PositiveSSL does not take additional domains')
  })

  it('answers 404 for an unknown certificate; the seed example\u2019s PUT on the certificate itself adds domains too', async () => {
    expect((await t.api('PUT', '/ssl/1/addsan', { body: { SanDomains: ['a.example.com'] } })).status).toBe(404)
    const res = await t.api<AddSanAnswer>('PUT', `/ssl/${inState('Active').Id}`, {
      body: { SanDomains: ['a.example.com'] },
    })
    expect(res.status).toBe(200)
    expect(res.json.DcvList.at(-1)).toMatchObject({ Domain: 'a.example.com', IsSAN: true })
  })
})

describe('DELETE /ssl/{id}', () => {
  it('deletes a NeedMoney certificate and answers its id', async () => {
    const cert = inState('NeedMoney')
    const res = await t.api<number>('DELETE', `/ssl/${cert.Id}`)
    expect(res.status).toBe(200)
    expect(res.json).toBe(cert.Id)
    expect((await t.api('GET', `/ssl/${cert.Id}`)).status).toBe(404)
  })

  it.each(['Active', 'InProgress'])('refuses a %s certificate with the seed Message', async (s) => {
    const cert = inState(s)
    const res = await t.api<Msg>('DELETE', `/ssl/${cert.Id}`)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ Message: SSL_DELETE_REFUSED })
    expect(SSL_DELETE_REFUSED).toBe('Deletion is available only for certificates awaiting payment (state NeedMoney)')
    expect(state.certificates.has(cert.Id)).toBe(true)
  })
})
