import { afterEach, describe, expect, it } from 'vitest'
import { DIALECTS } from '../dialect'
import { startTestSandbox, closeTestSandboxes } from '../test-kit'

afterEach(closeTestSandboxes)
type Zone = { ID: number; DateCreate: string }
type Wire = Record<string, unknown>

describe.each(DIALECTS)('the service’s clock (%s dialect)', (dialect) => {
  it('zoneless timestamps leave in Moscow time (the clock C4’s DateCreate shows with +03:00); the state keeps UTC', async () => {
    const t = await startTestSandbox({ dialect })
    const state = t.sb.state(t.sb.demoToken)
    const zone = state.zones.values().next().value
    if (!zone) throw new Error('the demo has no zone')
    zone.DateCreate = '2026-03-01T09:00:00'
    const zones = (await t.api<Zone[]>('GET', '/dns')).json
    expect(zones.find((z) => z.ID === zone.ID)?.DateCreate).toBe('2026-03-01T12:00:00')
    expect(zone.DateCreate).toBe('2026-03-01T09:00:00')
  })

  it('a field that names its zone, and a date without a time, leave as they are', async () => {
    const t = await startTestSandbox({ dialect })
    const account = (await t.api<Wire>('GET', '/account')).json
    if (dialect === 'real') expect(account.BalanceTillDateUtc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [server] = (await t.api<Wire[]>('GET', '/server')).json
    // Real: written with its offset already (C4); seed: zoneless, on the service's clock.
    expect(server?.DateCreate).toMatch(
      dialect === 'real' ? /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+03:00$/ : /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/,
    )
  })
})
