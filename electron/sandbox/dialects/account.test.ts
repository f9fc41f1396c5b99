import { afterEach, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from '../test-kit'
import { dailyCost } from './account'

let t: TestSandbox
afterEach(closeTestSandboxes)
type Wire = Record<string, unknown>

describe('GET /account', () => {
  it('real: ProjectBalances and BalanceTillDateUtc, no deprecated Balance', async () => {
    t = await startTestSandbox({ dialect: 'real' })
    const state = t.sb.state(t.sb.demoToken)
    const res = (await t.api<Wire>('GET', '/account')).json
    expect(Object.keys(res).sort()).toEqual([
      'BalanceTillDateUtc',
      'Email',
      'FirstName',
      'ID',
      'LastName',
      'ProjectBalances',
    ])
    expect(res.ProjectBalances).toEqual([{ ProjectId: state.account.ID, Balance: { Real: 12_450.75, Bonus: 0 } }])
    const days = Math.floor(12_450.75 / dailyCost(state))
    const expected = new Date(t.clock.now() + days * 86_400_000).toISOString().slice(0, 10)
    // A date without a time, as the live service writes it (C17).
    expect(res.BalanceTillDateUtc).toBe(expected)
  })

  it('real: BalanceTillDateUtc is null when nothing is billed', async () => {
    t = await startTestSandbox({ dialect: 'real', customers: [{ token: 'empty', data: 'empty' }] })
    expect((await t.api<Wire>('GET', '/account', { token: 'empty' })).json.BalanceTillDateUtc).toBeNull()
  })

  it('seed: the account as today, with Balance', async () => {
    t = await startTestSandbox({ dialect: 'seed' })
    const res = (await t.api<Wire>('GET', '/account')).json
    expect(res).toMatchObject({ Balance: 12_450.75, Currency: 'RUB', FirstName: 'Anna' })
    expect(res).not.toHaveProperty('ProjectBalances')
  })
})
