import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SSL_DELETE_REFUSED } from '../../sandbox'
import type { SslCertificate } from '../../shared/models/ssl'
import { refusal, startDemoBackend } from './test-kit'

describe('SSL channels against the sandbox', () => {
  let t: Awaited<ReturnType<typeof startDemoBackend>>
  const certificate = (domain: string) => [...t.api().certificates.values()].find((c) => c.Domain === domain)!

  // A fresh backend for every test: each one counts the demo certificates' SANs or removes one of them.
  beforeEach(async () => {
    t = await startDemoBackend()
  })
  afterEach(() => t.close())

  it('adds several SAN domains at once, IDN sent as punycode', async () => {
    const cert = certificate('example.com')
    const answer = await t.call<SslCertificate>('ssl:addSan', {
      certificateId: cert.Id,
      sanDomains: [' blog.example.com ', '', 'пример.рф'],
    })
    expect(JSON.parse(t.sandbox.requests.last('PUT', `/ssl/${cert.Id}/addsan`)!.body)).toEqual({
      SanDomains: ['blog.example.com', 'xn--e1afmkfd.xn--p1ai'],
    })
    expect(answer.dcvList.map((d) => d.domain)).toEqual(
      expect.arrayContaining(['blog.example.com', 'xn--e1afmkfd.xn--p1ai']),
    )
    expect(cert.DcvList.filter((d) => d.IsSAN)).toHaveLength(4)
  })

  it('passes CreateCnameRecord, which publishes the validation record in the delegated zone', async () => {
    const cert = certificate('example.com')
    const zone = [...t.api().zones.values()].find((z) => z.Name === 'example.com')!
    const before = zone.LinkedRecords.length
    await t.call('ssl:addSan', { certificateId: cert.Id, sanDomains: ['api.example.com'], createCnameRecord: true })
    expect(JSON.parse(t.sandbox.requests.last('PUT', `/ssl/${cert.Id}/addsan`)!.body)).toMatchObject({
      CreateCnameRecord: true,
    })
    expect(zone.LinkedRecords.length).toBe(before + 1)
  })

  it('refuses bad lists on the sanDomains field', async () => {
    const id = certificate('example.com').Id
    expect(await refusal(t.backend, 'ssl:addSan', { certificateId: id, sanDomains: ['', '  '] })).toMatchObject({
      kind: 'invalidInput',
      field: 'sanDomains',
    })
    expect(
      await refusal(t.backend, 'ssl:addSan', { certificateId: id, sanDomains: ['ok.example.com', 'not a domain'] }),
    ).toMatchObject({
      kind: 'invalidInput',
      field: 'sanDomains',
    })
    // The product allows no SANs at all: the server's refusal comes back with its words.
    const single = await refusal(t.backend, 'ssl:addSan', {
      certificateId: certificate('example.org').Id,
      sanDomains: ['www.example.org'],
    })
    expect(single.kind).toBe('rejected')
    expect(single.serverMessage).toMatch(/does not take additional domains/)
  })

  it('refuses, before any request, a domain the certificate already has', async () => {
    const known = (await t.session()).snapshot!.sslCertificates!.find((c) => c.domain === 'example.com')!
    const san = known.dcvList.find((d) => d.isSan)!.domain
    t.sandbox.counter.reset()
    for (const taken of ['EXAMPLE.com', san]) {
      expect(
        await refusal(t.backend, 'ssl:addSan', { certificateId: known.id, sanDomains: ['fresh.example.com', taken] }),
      ).toMatchObject({
        kind: 'invalidInput',
        field: 'sanDomains',
        message: `“${taken}” is already on this certificate; remove it from the list`,
      })
    }
    expect(t.sandbox.counter.count('PUT', `/ssl/${known.id}/addsan`)).toBe(0)
  })

  it('deletes only in NeedMoney, and shows the server’s Message otherwise', async () => {
    const active = certificate('example.com')
    const refused = await refusal(t.backend, 'ssl:remove', { certificateId: active.Id })
    expect(refused.serverMessage).toBe(SSL_DELETE_REFUSED)
    expect(t.api().certificates.has(active.Id)).toBe(true)

    const unpaid = certificate('example.org')
    expect(await t.call('ssl:remove', { certificateId: unpaid.Id })).toBe(unpaid.Id)
    expect(t.api().certificates.has(unpaid.Id)).toBe(false)
  })
})
