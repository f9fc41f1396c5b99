import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedLoopbackPort } from '../../sandbox'
import { makeCertificate, startPlainSite, startTlsSite, type MadeCertificate } from '../../sandbox/tls-site'
import { systemClock } from '../ports'
import { covers, orderedFrom, servedState } from './cert-compare'
import { fetchServed } from './served-tls'

const DAY_MS = 86_400_000
const NAMES = ['shop.example', 'www.shop.example']

/** The certificate as the account holds it: its domains and the expiry the service gives. */
const heldFor = (days: number) => ({
  domain: 'shop.example',
  dcvList: [{ domain: 'www.shop.example', isSan: true, validationData: null, status: 'Validated' }],
  expireDate: new Date(Date.now() + days * DAY_MS).toISOString(),
})

describe('what a site serves, against the certificate ordered (loopback sites only)', () => {
  let ordered: MadeCertificate
  let site: Awaited<ReturnType<typeof startTlsSite>>
  let plain: Awaited<ReturnType<typeof startPlainSite>>
  beforeAll(async () => {
    ordered = await makeCertificate({ names: NAMES, days: 365, issuer: 'Test Authority' })
    site = await startTlsSite(ordered)
    plain = await startPlainSite()
  })
  afterAll(async () => {
    await site.close()
    await plain.close()
  })

  const served = (servername = 'shop.example', port = site.port) =>
    fetchServed('127.0.0.1', port, servername, systemClock, 3_000)

  it('the same certificate: serving this one, told by its fingerprint, with its serial, expiry, names and issuer', async () => {
    const outcome = await served()
    expect(outcome).toMatchObject({ names: NAMES, issuer: 'Test Authority' })
    if (typeof outcome === 'string') throw new Error(outcome)
    expect(outcome.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/)
    expect(outcome.serial).toMatch(/^[0-9A-F]+$/)
    expect(Math.abs(outcome.validTo - (Date.now() + 365 * DAY_MS))).toBeLessThan(DAY_MS)
    expect(servedState(orderedFrom(heldFor(365), ordered.pem), 'shop.example', outcome)).toBe('this')
  })

  it('another certificate for the same names: serving another one, even when names and day match without the file', async () => {
    const old = await makeCertificate({ names: NAMES, days: 10, issuer: 'Old Authority' })
    site.serve(old)
    try {
      const outcome = await served('www.shop.example')
      expect(outcome).toMatchObject({ issuer: 'Old Authority' })
      expect(servedState(orderedFrom(heldFor(365), ordered.pem), 'www.shop.example', outcome)).toBe('other')
      // Without the ordered file: names and expiry day decide (365 days ordered, 10 served).
      expect(servedState(orderedFrom(heldFor(365), null), 'www.shop.example', outcome)).toBe('other')
      expect(servedState(orderedFrom(heldFor(10), null), 'www.shop.example', outcome)).toBe('this')
    } finally {
      site.serve(ordered)
    }
  })

  it('an expired certificate is read all the same (nothing is verified) and is another one', async () => {
    const expired = await makeCertificate({ names: NAMES, days: -3 })
    site.serve(expired)
    try {
      const outcome = await served()
      if (typeof outcome === 'string') throw new Error(outcome)
      expect(outcome.validTo).toBeLessThan(Date.now())
      expect(servedState(orderedFrom(heldFor(365), ordered.pem), 'shop.example', outcome)).toBe('other')
    } finally {
      site.serve(ordered)
    }
  })

  it('a certificate for other names: name mismatch', async () => {
    site.serve(await makeCertificate({ names: ['other.example'], days: 90 }))
    try {
      expect(servedState(orderedFrom(heldFor(365), ordered.pem), 'shop.example', await served())).toBe('nameMismatch')
    } finally {
      site.serve(ordered)
    }
  })

  it('a port that answers but speaks no TLS: no TLS; a closed loopback port: unreachable', async () => {
    expect(await served('shop.example', plain.port)).toBe('noTls')
    expect(await served('shop.example', await closedLoopbackPort())).toBe('unreachable')
    expect(servedState(orderedFrom(heldFor(365), ordered.pem), 'shop.example', 'noTls')).toBe('noTls')
  })

  it('a wildcard covers one label, no more and not the bare domain', () => {
    expect(covers(['*.shop.example'], 'www.shop.example')).toBe(true)
    expect(covers(['*.shop.example'], 'a.b.shop.example')).toBe(false)
    expect(covers(['*.shop.example'], 'shop.example')).toBe(false)
    expect(covers(['SHOP.example'], 'shop.example.')).toBe(true)
  })
})
