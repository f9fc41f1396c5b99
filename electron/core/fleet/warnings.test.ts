import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { conditionsOf, createWarningStore } from './warnings'

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0)
const DAY = 86_400_000
/** A timestamp as the wire hands it on: with its zone. */
const iso = (ms: number) => new Date(ms).toISOString()
const withCert = (days: number): AccountSnapshot =>
  ({
    sslCertificates: [
      { id: 7, domain: 'shop.example', state: 'Active', expireDate: iso(NOW + days * DAY + 3600_000), dcvList: [] },
    ],
  }) as unknown as AccountSnapshot

const dirs: string[] = []
afterEach(async () => {
  while (dirs.length) await rm(dirs.pop()!, { recursive: true, force: true })
})
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fleet-warnings-'))
  dirs.push(dir)
  return dir
}

describe('early warnings', () => {
  it('a certificate crosses 30, 7 and 1 days: one condition each, the tightest reached', () => {
    const thresholdAt = (days: number) => conditionsOf('a', 'A', withCert(days), NOW).map((c) => c.threshold)
    expect(thresholdAt(40)).toEqual([])
    expect(thresholdAt(25)).toEqual([30])
    expect(thresholdAt(5)).toEqual([7])
    expect(thresholdAt(1)).toEqual([1])
    expect(thresholdAt(-4)).toEqual([1])
  })

  it('funds running out within 7 days, and NeedMoney or Blocked resources, are conditions', () => {
    const snapshot = {
      account: { fundsUntil: iso(NOW + 6 * DAY) },
      servers: [
        { id: 1, name: 'db', state: 'NeedMoney', linkedNetworks: [] },
        { id: 2, name: 'web', state: 'Blocked', linkedNetworks: [] },
      ],
    } as unknown as AccountSnapshot
    expect(conditionsOf('a', 'Acme', snapshot, NOW).map((c) => `${c.kind}:${c.subject}`)).toEqual([
      'fundsRunningOut:Acme',
      'needMoney:db',
      'blocked:web',
    ])
    expect(
      conditionsOf('a', 'Acme', { account: { fundsUntil: iso(NOW + 20 * DAY) } } as unknown as AccountSnapshot, NOW),
    ).toEqual([])
  })

  it('raises each condition and threshold once, even after a restart; resolved ones are forgotten and may come back', async () => {
    const dir = await tempDir()
    const store = createWarningStore(dir)
    const first = await store.reconcile('a', 'A', conditionsOf('a', 'A', withCert(20), NOW), NOW)
    expect(first.map((w) => w.threshold)).toEqual([30])
    expect(await store.reconcile('a', 'A', conditionsOf('a', 'A', withCert(19), NOW), NOW)).toEqual([])
    await store.acknowledge([first[0]!.key])
    await store.flushed()

    const restarted = createWarningStore(dir)
    expect(await restarted.reconcile('a', 'A', conditionsOf('a', 'A', withCert(19), NOW), NOW)).toEqual([])
    expect((await restarted.list())[0]!.announced).toBe(true)
    const tighter = await restarted.reconcile('a', 'A', conditionsOf('a', 'A', withCert(6), NOW), NOW)
    expect(tighter.map((w) => w.threshold)).toEqual([7])
    // Renewed: resolved and listed no more.
    expect(await restarted.reconcile('a', 'A', conditionsOf('a', 'A', withCert(360), NOW), NOW)).toEqual([])
    expect(await restarted.list()).toEqual([])
  })

  it('leaves other accounts’ warnings alone', async () => {
    const store = createWarningStore(await tempDir())
    await store.reconcile('a', 'A', conditionsOf('a', 'A', withCert(5), NOW), NOW)
    await store.reconcile('b', 'B', [], NOW)
    expect((await store.list()).map((w) => w.accountId)).toEqual(['a'])
  })
})

describe('a renewed certificate not installed', () => {
  const served = (days: number, fingerprint = 'OLD') => ({
    fingerprint,
    serial: '01',
    validTo: NOW + days * DAY + 3600_000,
    issuer: 'Old Authority',
    names: ['shop.example', 'www.shop.example'],
  })
  const renewed = (days: number, state = 'Active') =>
    ({
      sslCertificates: [
        {
          id: 9,
          domain: 'shop.example',
          state,
          expireDate: iso(NOW + days * DAY),
          dcvList: [{ domain: 'www.shop.example', isSan: true, validationData: null, status: 'Validated' }],
        },
      ],
    }) as unknown as AccountSnapshot
  const sites = (days: number, fingerprint?: string) =>
    ['shop.example', 'www.shop.example'].map((domain) => ({ domain, served: served(days, fingerprint), seenAt: NOW }))

  it('is one condition for all the sites still serving the old one, within 14 days of its end', () => {
    const conditions = conditionsOf('a', 'A', renewed(360), NOW, sites(10))
    expect(conditions.map((c) => [c.kind, c.subject, c.daysLeft, c.resource])).toEqual([
      ['installRenewed', 'shop.example, www.shop.example', 10, { kind: 'sslCertificate', id: 9 }],
    ])
  })

  it('is none when the served one ends later than 14 days, is the held one, or the held one is not issued', () => {
    expect(conditionsOf('a', 'A', renewed(360), NOW, sites(20))).toEqual([])
    expect(conditionsOf('a', 'A', renewed(10), NOW, sites(10)).filter((c) => c.kind === 'installRenewed')).toEqual([])
    expect(conditionsOf('a', 'A', renewed(360, 'InProgress'), NOW, sites(10))).toEqual([])
    expect(conditionsOf('a', 'A', renewed(360), NOW, [])).toEqual([])
  })

  it('is raised once however often the sites are checked, and resolved once the renewed one is served', async () => {
    const store = createWarningStore(await tempDir())
    const first = await store.reconcile('a', 'A', conditionsOf('a', 'A', renewed(360), NOW, sites(10)), NOW)
    expect(first.map((w) => w.kind)).toEqual(['installRenewed'])
    expect(await store.reconcile('a', 'A', conditionsOf('a', 'A', renewed(360), NOW, sites(9)), NOW)).toEqual([])
    expect(await store.reconcile('a', 'A', conditionsOf('a', 'A', renewed(360), NOW, sites(360)), NOW)).toEqual([])
    expect(await store.list()).toEqual([])
  })
})
