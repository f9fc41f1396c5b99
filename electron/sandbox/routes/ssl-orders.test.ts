import { describe, expect, it } from 'vitest'
import type { DcvItem, SslCertificate, SslProduct } from '../state/ssl-types'
import type { CustomerState } from '../state/types'
import { type TestSandbox, useDemoSandbox } from '../test-kit'
import { SSL_MESSAGES } from './ssl-orders'

type Msg = { Message: string }

describe.each(['real', 'seed'] as const)('SSL orders (%s dialect)', (dialect) => {
  let t: TestSandbox
  let state: CustomerState
  useDemoSandbox({ dialect }, (s) => ({ t, state } = s))
  const inState = (s: string) => [...state.certificates.values()].find((c) => c.State === s) as SslCertificate
  const order = (body: Record<string, unknown>, token?: string) =>
    t.api<SslCertificate & Msg>('POST', '/ssl', { body, ...(token && { token }) })
  const stateOf = async (id: number) => (await t.api<SslCertificate>('GET', `/ssl/${id}`)).json.State
  /** Publishes the order's validation CNAME (record `id`) in the hosted zone example.com, as its owner would. */
  const publishDcvRecord = (certificate: SslCertificate, id: string) => {
    const [owner, , target] = (certificate.DcvList[0]?.ValidationData ?? '').split(' ')
    const zone = [...state.zones.values()].find((z) => z.Name === 'example.com')!
    zone.LinkedRecords.push({
      ...zone.LinkedRecords[0]!,
      ID: id,
      TypeRecord: 'CNAME',
      HostName: owner!.replace('.example.com.', ''),
      MnemonicName: target!,
    })
  }
  /**
   * A change to a certificate, and the certificate after it: the real dialect answers an empty 200 (as the live
   * service answers edits), so the certificate is read again; the seed dialect answers it.
   */
  const change = async (method: string, id: number, body: unknown, token?: string) => {
    const res = await t.api<SslCertificate>(method, method === 'PUT' ? `/ssl/${id}` : `/ssl/${id}/action`, {
      body,
      ...(token && { token }),
    })
    expect(res.status).toBe(200)
    if (dialect === 'seed') return res.json
    expect(res.text).toBe('')
    return (await t.api<SslCertificate>('GET', `/ssl/${id}`, { ...(token && { token }) })).json
  }

  it('lists the products catalogue and answers one by id', async () => {
    const products = (await t.api<SslProduct[]>('GET', '/ssl/products')).json
    expect(products.length).toBeGreaterThanOrEqual(4)
    expect(products.some((p) => p.IsWildCard)).toBe(true)
    const ev = products.find((p) => p.IsEv) as SslProduct
    expect((await t.api<SslProduct>('GET', `/ssl/products/${ev.Id}`)).json).toEqual(ev)
    expect((await t.api('GET', '/ssl/products/999')).status).toBe(404)
  })

  it('takes the provider panel’s order body: AdminFirstname, Csr to be made, SanDomains as [{Domain}]', async () => {
    const res = await order({
      ProductId: 3,
      Period: 12,
      AdminFirstname: 'Anna',
      AdminLastname: 'Ivanova',
      Phone: '+7 900 000-00-00',
      DcvMethod: 'Dns',
      Domain: 'shop.example.com',
      Csr: { Domain: 'shop.example.com', Organization: 'Shop', Country: 'RU', State: 'SPb', City: 'SPb' },
      SanDomains: [{ Domain: 'api.example.com' }],
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ Firstname: 'Anna', Lastname: 'Ivanova', State: 'New' })
    expect(res.json.DcvList.map((d) => d.Domain)).toEqual(['shop.example.com', 'api.example.com'])
  })

  it('orders a certificate that goes New → InProgress → Active on the task clock, then serves its files', async () => {
    const res = await order({
      ProductId: 3,
      Domain: 'xn--e1afmkfd.example.com',
      DcvMethod: 'http',
      Period: 24,
      SanDomains: ['api.example.com'],
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      State: 'New',
      Period: 24,
      Domain: 'xn--e1afmkfd.example.com',
      DcvMethod: 'Http',
      ExpireDate: null,
    })
    expect(res.json.DcvList.map((d) => d.Status)).toEqual(['Pending', 'Pending'])
    expect((await t.api('GET', `/ssl/${res.json.Id}/file/crt`)).json).toEqual({ Message: SSL_MESSAGES.notIssued })
    await t.step()
    expect(await stateOf(res.json.Id)).toBe('InProgress')
    await t.step(3)
    const issued = (await t.api<SslCertificate>('GET', `/ssl/${res.json.Id}`)).json
    expect(issued.State).toBe('Active')
    expect(issued.ExpireDate).not.toBeNull()
    expect(issued.PfxPassword).toMatch(/^[0-9a-f]{12}$/)
    const crt = await t.api('GET', `/ssl/${res.json.Id}/file/crt`)
    expect(crt.headers.get('content-type')).toContain('application/x-pem-file')
    expect(crt.text).toMatch(/^-----BEGIN CERTIFICATE-----\n/)
    expect((await t.api('GET', `/ssl/${res.json.Id}/file/private-key`)).text).toMatch(/^-----BEGIN PRIVATE KEY-----/)
    const pfx = await fetch(`${t.sb.baseUrl}/ssl/${res.json.Id}/file/pfx`, {
      headers: { authorization: `Bearer ${t.sb.demoToken}` },
    })
    const bytes = new Uint8Array(await pfx.arrayBuffer())
    expect([bytes[0], bytes[1], bytes.length]).toEqual([0x30, 0x82, 1200])
    expect((await t.api('GET', `/ssl/${res.json.Id}/file/key`)).status).toBe(404)
  })

  it('keeps no private key for an order that came with its own CSR', async () => {
    const csr = '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----'
    const res = await order({ Product: { Id: 1 }, Domain: 'own.example.com', DcvMethod: 'Email', Csr: csr })
    await t.step(4)
    expect((await t.api('GET', `/ssl/${res.json.Id}/file/csr`)).text).toBe(`${csr}\n`)
    expect((await t.api<Msg>('GET', `/ssl/${res.json.Id}/file/private-key`)).json.Message).toBe(SSL_MESSAGES.noKey)
  })

  it('waits in NeedMoney when the balance is negative; resuming is refused until it is topped up', async () => {
    t.sb.addCustomer({ token: 'broke', data: 'empty', balance: -5 })
    const res = await order({ ProductId: 1, Domain: 'shop.example.org', DcvMethod: 'Http' }, 'broke')
    expect(res.json.State).toBe('NeedMoney')
    await t.step(5)
    const resume = await t.api<Msg>('POST', `/ssl/${res.json.Id}/action`, {
      token: 'broke',
      body: { Type: 'resumeorder' },
    })
    expect(resume.json).toEqual({ Message: SSL_MESSAGES.noFunds })
    t.sb.state('broke').account.Balance = 100
    const resumed = await change('POST', res.json.Id, { Type: 'ResumeOrder' }, 'broke')
    expect(resumed.State).toBe('InProgress')
  })

  it.each([
    [{ Domain: 'a.example.com', DcvMethod: 'Dns' }, /^ProductId: is required/],
    [{ ProductId: 77, Domain: 'a.example.com', DcvMethod: 'Dns' }, /^ProductId: unknown product 77/],
    [{ ProductId: 1, Domain: 'пример.рф', DcvMethod: 'Dns' }, /^Domain: .*punycode/],
    [
      { ProductId: 1, Domain: '*.example.com', DcvMethod: 'Dns' },
      /^Domain: the product PositiveSSL does not cover wildcard/,
    ],
    [{ ProductId: 1, Domain: 'a.example.com', DcvMethod: 'Fax' }, /^DcvMethod: must be one of Email, Dns, Http, Https/],
    [
      { ProductId: 1, Domain: 'a.example.com', DcvMethod: 'Dns', Period: 36 },
      /^Period: the product PositiveSSL is sold for 12, 24 months/,
    ],
    [
      { ProductId: 1, Domain: 'a.example.com', DcvMethod: 'Dns', SanDomains: ['b.example.com'] },
      /^SanDomains: the product PositiveSSL does not take/,
    ],
    [{ ProductId: 1, Domain: 'a.example.com', DcvMethod: 'Dns', CsrCode: 'hello' }, /^CsrCode: must be a PEM/],
    [
      { ProductId: 4, Domain: 'a.example.com', DcvMethod: 'Dns' },
      /^OrgName: is required for the organisation-validated product/,
    ],
  ])('refuses %j with a Message', async (body, message) => {
    const res = await order(body)
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })

  it('turns auto-renewal on and off with Enabled (or IsAutoProlong)', async () => {
    const cert = inState('NeedMoney')
    expect((await change('PUT', cert.Id, { Enabled: true })).IsAutoProlong).toBe(true)
    expect((await change('PUT', cert.Id, { IsAutoProlong: false })).IsAutoProlong).toBe(false)
    expect((await t.api<Msg>('PUT', `/ssl/${cert.Id}`, { body: { Enabled: 'yes' } })).json.Message).toMatch(
      /^Enabled: /,
    )
  })

  it('prolongs an active certificate past its old expiry; refuses actions that do not fit the state', async () => {
    const cert = inState('Active')
    const oldExpiry = cert.ExpireDate as string
    expect(await change('POST', cert.Id, { Type: 'prolong' })).toMatchObject({
      State: 'InProgress',
      IsAutoProlongTaskCreated: true,
    })
    await t.step(3)
    expect(cert.State).toBe('Active')
    expect(Date.parse(cert.ExpireDate as string)).toBeGreaterThan(Date.parse(oldExpiry))
    const refused = await t.api<Msg>('POST', `/ssl/${cert.Id}/action`, { body: { Type: 'revalidate' } })
    expect(refused.json.Message).toBe(
      'The action revalidate is not available for a certificate in state Active (only InProgress, InComplete)',
    )
    expect((await t.api<Msg>('POST', `/ssl/${cert.Id}/action`, { body: { Type: 'reboot' } })).json.Message).toMatch(
      /^Type: must be one of/,
    )
  })

  it('revalidates and cancels an order in progress', async () => {
    const cert = inState('InProgress')
    expect((await change('POST', cert.Id, { Type: 'revalidate' })).LastRevalidateDate).not.toBeNull()
    expect((await change('POST', cert.Id, { Type: 'cancel' })).State).toBe('Canceling')
    await t.step(5)
    expect(await stateOf(cert.Id)).toBe('Canceled')
  })

  it('marks an active certificate Expired once its date has passed', async () => {
    const cert = inState('Active')
    cert.ExpireDate = '2000-01-01T00:00:00'
    expect(await stateOf(cert.Id)).toBe('Expired')
  })

  it('checks DCV: a validation CNAME published in a hosted zone validates the domain', async () => {
    const res = await order({ ProductId: 1, Domain: 'secure.example.com', DcvMethod: 'Dns' })
    await t.step()
    const check = async () => {
      const answer = (await t.api<DcvItem[] | SslCertificate>('GET', `/ssl/${res.json.Id}/checkdcv`)).json
      return Array.isArray(answer) ? answer : answer.DcvList
    }
    expect((await check())[0]).toMatchObject({ Domain: 'secure.example.com', Status: 'Pending' })
    // The authority waits for the DNS record: no issue without it.
    await t.step(10)
    expect(await stateOf(res.json.Id)).toBe('InProgress')
    publishDcvRecord(res.json, '99999')
    expect((await check())[0]?.Status).toBe('Validated')
    expect(await stateOf(res.json.Id)).toBe('Active')
  })

  it('issues a DNS-validated order on its own once the record appears in a hosted zone', async () => {
    const res = await order({ ProductId: 1, Domain: 'auto.example.com', DcvMethod: 'Dns' })
    await t.step(5)
    expect(await stateOf(res.json.Id)).toBe('InProgress')
    publishDcvRecord(res.json, '99998')
    await t.step()
    expect(await stateOf(res.json.Id)).toBe('Active')
  })
})
