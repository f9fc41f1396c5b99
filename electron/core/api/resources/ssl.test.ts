import { describe, expect, it } from 'vitest'
import type { SslCertificate } from '../../../shared/models/ssl'
import { expectApiError, jsonBody, received, TEST_TOKEN, useApiKit } from '../test-kit'

let certs: SslCertificate[]
const kitOf = useApiKit(async (k) => {
  certs = await k.api.ssl.list()
})

const byState = (state: string) => {
  const cert = certs.find((c) => c.state === state)
  if (!cert) throw new Error(`demo data has a ${state} certificate`)
  return cert
}

describe('ssl', () => {
  it('list() reads VendorSslId text as a number and the product limits', async () => {
    expect(certs.length).toBe(3)
    const active = byState('Active')
    expect(active.vendorSslId).toEqual(expect.any(Number))
    const wire = kitOf().sandbox.state(TEST_TOKEN).certificates.get(active.id)
    expect(String(active.vendorSslId)).toBe(wire?.VendorSslId)
    expect(active.product).toMatchObject({ isSan: true, sanMaximum: expect.any(Number) })
    expect(active.dcvList.length).toBeGreaterThan(0)
  })

  it('get(id) reads one certificate', async () => {
    const active = byState('Active')
    expect(await kitOf().api.ssl.get(active.id)).toEqual(active)
  })

  it('addSan sends punycode to PUT /ssl/{id}/addsan and reads IsProlongTaskCreated', async () => {
    const active = byState('Active')
    const wire = kitOf().sandbox.state(TEST_TOKEN).certificates.get(active.id)
    if (!wire) throw new Error('no wire cert')
    wire.IsAutoProlongTaskCreated = true
    const updated = await kitOf().api.ssl.addSan({
      certificateId: active.id,
      sanDomains: ['пример.рф', 'Api.Example.com', 'api.example.com'],
      createCnameRecord: true,
    })
    const sent = received(kitOf().sandbox, 'PUT', `/ssl/${active.id}/addsan`)
    expect(sent.headers['content-type']).toBe('application/json')
    expect(jsonBody(sent)).toEqual({
      SanDomains: ['xn--e1afmkfd.xn--p1ai', 'api.example.com'],
      CreateCnameRecord: true,
    })
    expect(updated.isAutoProlongTaskCreated).toBe(true)
    expect(updated.dcvList.map((d) => d.domain)).toEqual(
      expect.arrayContaining(['xn--e1afmkfd.xn--p1ai', 'api.example.com']),
    )
  })

  it('addSan surfaces the server’s refusal as rejected with its Message', async () => {
    const active = byState('Active')
    // www.example.com is one of the demo certificate's own SANs.
    expect(active.dcvList.map((d) => d.domain)).toContain('www.example.com')
    const err = await expectApiError(
      kitOf().api.ssl.addSan({ certificateId: active.id, sanDomains: ['www.example.com'] }),
      'rejected',
    )
    expect(err.status).toBe(400)
    expect(err.serverMessage).toMatch(/already in the certificate/)
    expect(err.message).toMatch(/^Could not add SAN domains: the server refused the request \(400\): “SanDomains\[0\]/)
  })

  it('remove() of a certificate not in NeedMoney is rejected with the server’s Message', async () => {
    const active = byState('Active')
    const err = await expectApiError(kitOf().api.ssl.remove(active.id), 'rejected')
    expect(err.serverMessage).toMatch(/only for certificates awaiting payment/)
    expect(received(kitOf().sandbox, 'DELETE', `/ssl/${active.id}`).body).toBe('')
  })

  it('remove() of a NeedMoney certificate resolves to its id', async () => {
    const unpaid = byState('NeedMoney')
    await expect(kitOf().api.ssl.remove(unpaid.id)).resolves.toBe(unpaid.id)
    await expectApiError(kitOf().api.ssl.get(unpaid.id), 'notFound')
    // A 404 for one id says nothing about the route.
    expect(kitOf().api.capabilities.isSupported('ssl.get')).toBe(true)
  })
})
