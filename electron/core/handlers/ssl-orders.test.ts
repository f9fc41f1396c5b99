import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CertificateFile, DcvItem, SslCertificate, SslProduct } from '../../shared/models/ssl'
import { refusal, startDemoBackend } from './test-kit'

describe('SSL orders and files against the sandbox', () => {
  let t: Awaited<ReturnType<typeof startDemoBackend>>
  const certificate = (domain: string) => [...t.api().certificates.values()].find((c) => c.Domain === domain)!
  const served = async (id: number, kind: string) => {
    const res = await fetch(`${t.sandbox.baseUrl}/ssl/${id}/file/${kind}`, {
      headers: { authorization: `Bearer ${t.api().token}` },
    })
    return Buffer.from(await res.arrayBuffer())
  }

  beforeAll(async () => {
    t = await startDemoBackend()
  })
  afterAll(() => t.close())

  it('reads the products catalogue', async () => {
    const products = await t.call<SslProduct[]>('ssl:products', {})
    expect(products.find((p) => p.isWildCard)).toMatchObject({
      name: 'PositiveSSL Wildcard',
      prices: [{ price: 9900, period: 12 }],
    })
  })

  it('orders with an IDN domain sent as punycode, the body in its one shape', async () => {
    const cert = await t.call<SslCertificate>('ssl:order', {
      productId: 1,
      domain: 'пример.рф',
      dcvMethod: 'Dns',
      period: 12,
      firstname: 'Anna',
      email: '',
    })
    expect(JSON.parse(t.sandbox.requests.last('POST', '/ssl')!.body)).toEqual({
      ProductId: 1,
      ProductID: 1,
      Domain: 'xn--e1afmkfd.xn--p1ai',
      InternationalizedDomain: 'пример.рф',
      DcvMethod: 'Dns',
      Period: 12,
      // No CSR of the user's own: the one to make, as the provider's panel asks for it (P1 ssl-create.js).
      Csr: { Domain: 'xn--e1afmkfd.xn--p1ai' },
      IsWildCard: false,
      Firstname: 'Anna',
      AdminFirstname: 'Anna',
    })
    expect(cert).toMatchObject({ domain: 'xn--e1afmkfd.xn--p1ai', state: 'New' })
  })

  it('shows the service’s Message when it refuses an order', async () => {
    const refused = await refusal(t.backend, 'ssl:order', {
      productId: 4,
      domain: 'corp.example.com',
      dcvMethod: 'Email',
      period: 12,
    })
    expect(refused.kind).toBe('rejected')
    expect(refused.serverMessage).toMatch(/OrgName: is required/)
    expect(
      await refusal(t.backend, 'ssl:order', { productId: 1, domain: 'not a domain', dcvMethod: 'Dns', period: 12 }),
    ).toMatchObject({ kind: 'invalidInput', field: 'domain' })
  })

  it('toggles auto-renewal, runs actions and checks DCV', async () => {
    const unpaid = certificate('example.org')
    await t.call('ssl:setAutoRenew', { certificateId: unpaid.Id, enabled: true })
    expect(JSON.parse(t.sandbox.requests.last('PUT', `/ssl/${unpaid.Id}`)!.body)).toMatchObject({ Enabled: true })
    expect(unpaid.IsAutoProlong).toBe(true)
    const progress = certificate('*.example.net')
    await t.call('ssl:action', { certificateId: progress.Id, type: 'revalidate' })
    expect(JSON.parse(t.sandbox.requests.last('POST', `/ssl/${progress.Id}/action`)!.body)).toEqual({
      Type: 'revalidate',
    })
    const items = await t.call<DcvItem[]>('ssl:checkDcv', { certificateId: progress.Id })
    expect(items[0]).toMatchObject({ domain: '*.example.net', isSan: false })
    const refused = await refusal(t.backend, 'ssl:action', { certificateId: unpaid.Id, type: 'prolong' })
    expect(refused.serverMessage).toMatch(/not available for a certificate in state NeedMoney/)
  })

  it('downloads each file byte for byte as the service served it', async () => {
    const cert = certificate('example.com')
    for (const kind of ['crt', 'ca', 'csr', 'private-key', 'pfx'] as const) {
      const file = await t.call<CertificateFile>('ssl:downloadFile', { certificateId: cert.Id, kind })
      expect(Buffer.from(file.base64, 'base64').equals(await served(cert.Id, kind)), kind).toBe(true)
      expect(file.fileName).toMatch(/^example\.com\./)
    }
  })
})
