import { describe, expect, it } from 'vitest'
import { DEFAULT_LIVE_SETTINGS, type LiveSettings, type ServedCertificate } from '../../shared/models/live'
import type { SessionState } from '../../shared/models/session'
import type { SslCertificate } from '../../shared/models/ssl'
import { systemClock } from '../ports'
import { certificateReport, type CertCheckDeps } from './cert-check'
import type { Answer, Question } from './compare'
import { createProbeGuard, ProbeRefused } from './probe-guard'
import { sessionWith } from './test-kit'

const RESOLVER = '127.0.0.1:5353'

const cert = {
  id: 7,
  domain: 'shop.example',
  dcvList: [
    { domain: 'www.shop.example', isSan: true, validationData: null, status: 'Validated' },
    { domain: '*.shop.example', isSan: true, validationData: null, status: 'Validated' },
  ],
  state: 'Active',
  expireDate: '2027-06-01T00:00:00Z',
} as Partial<SslCertificate> as SslCertificate

const state: SessionState = sessionWith({ sslCertificates: [cert] })

const SERVED: ServedCertificate = {
  fingerprint: 'AA',
  serial: '01',
  validTo: Date.parse('2027-06-01T00:00:00Z'),
  issuer: 'Test Authority',
  names: ['shop.example', 'www.shop.example', '*.shop.example'],
}

function setUp(settings: Partial<LiveSettings> = {}) {
  const asked: string[] = []
  const connected: string[] = []
  const guard = createProbeGuard({
    clock: systemClock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    enabled: async () => true,
    offline: () => false,
    perSecond: 1000,
  })
  const deps: CertCheckDeps = {
    guard,
    systemResolvers: () => [RESOLVER],
    async ask(server: string, q: Question): Promise<Answer> {
      asked.push(`${server} ${q.type} ${q.name}`)
      return { values: q.type === 'A' ? ['127.0.0.1'] : [], ttl: 60 }
    },
    async connect(address, port, servername) {
      connected.push(`${address}:${port} ${servername}`)
      return SERVED
    },
  }
  const run = () =>
    certificateReport(
      state,
      { ...DEFAULT_LIVE_SETTINGS, resolvers: [RESOLVER], ...settings },
      { certificateId: 7, orderedPem: null },
      deps,
      systemClock,
    )
  return { run, asked, connected, guard }
}

describe('the served-certificate check', () => {
  it('resolves each of the certificate’s own names through the settings’ resolvers and connects there with its SNI', async () => {
    const t = setUp({ tlsPorts: { 'www.shop.example': 8443, 'elsewhere.example': 9000 } })
    const report = await t.run()
    expect(report.comparedBy).toBe('names')
    expect(report.rows.map((r) => [r.domain, r.port, r.state])).toEqual([
      ['shop.example', 443, 'this'],
      ['www.shop.example', 8443, 'this'],
    ])
    expect(t.asked).toEqual([`${RESOLVER} A shop.example`, `${RESOLVER} A www.shop.example`])
    // The wildcard names no host, and a port set for a name not on the certificate sends nothing there.
    expect(t.connected.sort()).toEqual(['127.0.0.1:443 shop.example', '127.0.0.1:8443 www.shop.example'])
  })

  it('a name that is not one of the certificate’s domains is never probed, not even inside its domain', async () => {
    const t = setUp()
    const scope = { zones: [], names: new Set(['shop.example']), targets: new Set([RESOLVER]) }
    for (const name of ['evil.example', 'sub.shop.example', 'shop.example.evil']) {
      const error = await t.guard.probe(scope, RESOLVER, name, async () => 'sent').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ProbeRefused)
    }
    // An address no resolver gave is refused too, for one of the names.
    const other = await t.guard
      .probe({ ...scope, targets: new Set(['127.0.0.1:443']) }, '127.0.0.2:443', 'shop.example', async () => 'sent')
      .catch((e: unknown) => e)
    expect(other).toBeInstanceOf(ProbeRefused)
  })

  it('a name no resolver gives an address is unreachable, with no connection tried', async () => {
    const t = setUp()
    const deps = { values: [] as string[] }
    const report = await certificateReport(
      state,
      { ...DEFAULT_LIVE_SETTINGS, resolvers: [RESOLVER] },
      { certificateId: 7, orderedPem: null },
      {
        guard: t.guard,
        systemResolvers: () => [],
        ask: async () => ({ values: deps.values, ttl: null }),
        connect: async () => {
          throw new Error('never')
        },
      },
      systemClock,
    )
    expect(report.rows.map((r) => [r.state, r.address])).toEqual([
      ['unreachable', null],
      ['unreachable', null],
    ])
  })

  it('says why nothing was tried: probing off, offline, no such certificate', async () => {
    const t = setUp({ enabled: false })
    expect((await t.run()).problem).toBe('off')
    const clock = systemClock
    const deps = { guard: t.guard, systemResolvers: () => [], ask: async () => 'unreachable' as const }
    const connect = async () => SERVED
    const offline = { ...state, status: 'offline' as const }
    const settings = DEFAULT_LIVE_SETTINGS
    const request = { certificateId: 7, orderedPem: null }
    expect((await certificateReport(offline, settings, request, { ...deps, connect }, clock)).problem).toBe('offline')
    const none = { certificateId: 8, orderedPem: null }
    expect((await certificateReport(state, settings, none, { ...deps, connect }, clock)).problem).toBe('noCertificate')
    expect(t.asked).toEqual([])
  })
})
