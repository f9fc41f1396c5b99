import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dnsRecord, dnsZone } from '../../shared/dns/sample-records'
import type { DnsZone } from '../../shared/models/dns'
import type { LiveReport } from '../../shared/models/live'
import type { SessionState } from '../../shared/models/session'
import { EventBus } from '../event-bus'
import { createSteppingClock } from '../tasks/tracker-kit'
import type { Answer, Question } from './compare'
import { createLiveService } from './live-service'
import { createLiveSettings } from './settings'
import { sessionWith } from './test-kit'

const RESOLVER = '127.0.0.1:5353'
const NS = '127.0.0.1:53'

function stateWith(zone: DnsZone, status: SessionState['status'] = 'ready'): SessionState {
  return sessionWith({ dnsZones: [zone] }, status)
}

/** A service whose servers answer from `served` (www's A record), on a clock that moves when told. */
async function setUp(zone: DnsZone, status: SessionState['status'] = 'ready') {
  const stepping = createSteppingClock()
  let state = stateWith(zone, status)
  const followers: ((s: SessionState) => void)[] = []
  const asked: string[] = []
  const served = { www: '203.0.113.10' }
  const ask = async (server: string, q: Question): Promise<Answer> => {
    asked.push(`${server} ${q.type} ${q.name}`)
    if (q.type === 'NS') return { values: ['ns1.example.net'], ttl: null }
    if (q.name === 'ns1.example.net') return { values: q.type === 'A' ? ['127.0.0.1'] : [], ttl: 60 }
    return { values: [served.www], ttl: 300 }
  }
  const bus = new EventBus()
  const reports: LiveReport[] = []
  bus.on('live:changed', (r) => reports.push(r as LiveReport))
  const settings = createLiveSettings(await mkdtemp(join(tmpdir(), 'hostdeck-live-')))
  await settings.update({ resolvers: [RESOLVER] })
  const service = createLiveService({
    accounts: {
      activeSession: async () => ({ state: () => state }),
      onSessionChange: (f) => (followers.push(f), () => undefined),
    },
    settings,
    bus,
    clock: stepping.clock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    ask,
    // Unpaced: the pace is probe-guard.test.ts's; this clock moves only when told.
    perSecond: Infinity,
  })
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 5))
  return {
    service,
    reports,
    asked,
    served,
    stepping,
    settle,
    change(next: DnsZone) {
      state = { ...stateWith(next, status), revision: state.revision + 1 }
      for (const f of followers) f(state)
    },
  }
}

const zoneWith = (address: string) =>
  dnsZone(1, 'example.com', [dnsRecord('A', { id: 1, owner: 'www', address, ttl: 300 })])

describe('a zone’s live check', () => {
  it('asks the zone’s name servers and the resolvers, and stops once all is live', async () => {
    const { service, asked } = await setUp(zoneWith('203.0.113.10'))
    const report = await service.check(1)
    expect(report.servers.map((s) => `${s.role} ${s.address}`)).toEqual([`authoritative ${NS}`, `resolver ${RESOLVER}`])
    expect(report.rows[0]?.cells.map((c) => c.state)).toEqual(['live', 'live'])
    expect(report).toMatchObject({ running: false, nextAt: null, problem: null })
    expect(asked).toContain(`${NS} A www.example.com`)
    service.dispose()
  })

  it('starts on its own after a change once the snapshot shows it, shows the old value, and re-runs until the new one is live', async () => {
    const { service, reports, served, stepping, settle, change } = await setUp(zoneWith('203.0.113.10'))
    // The change was answered; its re-read lands in the snapshot: the check starts then.
    service.changed(1)
    change(zoneWith('203.0.113.20'))
    await settle()
    expect(reports.at(-1)?.rows[0]?.cells[0]).toMatchObject({ state: 'old', served: ['203.0.113.10'] })
    expect(reports.at(-1)?.running).toBe(true)
    served.www = '203.0.113.20'
    await stepping.advance(3_000, settle)
    expect(reports.at(-1)?.rows[0]?.cells.map((c) => c.state)).toEqual(['live', 'live'])
    expect(reports.at(-1)?.running).toBe(false)
    service.dispose()
  })

  it('starts a change’s check within 2 s even when no re-read comes', async () => {
    const { service, reports, stepping, settle } = await setUp(zoneWith('203.0.113.10'))
    service.changed(1)
    await settle()
    expect(reports).toEqual([])
    await stepping.advance(2_000, settle)
    expect(reports.at(-1)?.rows[0]?.cells[0]?.state).toBe('live')
    service.dispose()
  })

  it('stops re-running once the zone’s longest TTL has passed', async () => {
    const { service, reports, stepping, settle } = await setUp(zoneWith('203.0.113.20'))
    await service.check(1)
    expect(reports.at(-1)?.running).toBe(true)
    await stepping.advance(301_000, settle)
    expect(reports.at(-1)?.running).toBe(false)
    service.dispose()
  })

  it('sends no probe while probing is off or the account is offline, and says why', async () => {
    const off = await setUp(zoneWith('203.0.113.10'))
    await off.service.updateSettings({ enabled: false })
    expect((await off.service.check(1)).problem).toBe('off')
    expect(off.asked).toEqual([])
    const offline = await setUp(zoneWith('203.0.113.10'), 'offline')
    expect((await offline.service.check(1)).problem).toBe('offline')
    expect(offline.asked).toEqual([])
  })
})
