import { describe, expect, it } from 'vitest'
import type { BulkServer } from '@shared/channels/bulk'
import { itemsToSend, planOf, type PlanAccount } from './bulk-plan'

const server = (accountId: string, id: number): BulkServer => ({
  accountId,
  accountLabel: accountId,
  id,
  name: `s${id}`,
  state: 'Active',
  isPowerOn: true,
  ip: null,
})
const accounts: PlanAccount[] = [
  { id: 'a', label: 'Shop', color: '#18a058', guard: 'normal' },
  { id: 'b', label: 'Prod', color: '#d03050', guard: 'protected' },
  { id: 'c', label: 'Bank', color: '#2080f0', guard: 'readOnly' },
]
const servers = [server('a', 1), server('a', 2), server('b', 3), server('c', 4)]
const all = new Set(servers.map((s) => `${s.accountId}|${s.id}`))

describe('a bulk action’s plan', () => {
  it('groups the picked servers by account and judges each account as its guard rail will', () => {
    const plans = planOf(servers, all, 'PowerReboot', accounts)
    expect(plans.map((p) => [p.account.id, p.servers.length, p.refused, p.needsName])).toEqual([
      ['a', 2, null, false],
      ['b', 1, null, true],
      ['c', 1, 'readOnly', false],
    ])
    // A protected account's servers go only once its name is typed exactly.
    expect(itemsToSend(plans, {}).map((i) => i.serverId)).toEqual([1, 2])
    expect(itemsToSend(plans, { b: 'prod' }).map((i) => i.serverId)).toEqual([1, 2])
    expect(itemsToSend(plans, { b: ' Prod ' }).map((i) => i.serverId)).toEqual([1, 2, 3])
  })

  it('leaves out what was not picked, and a protected account’s servers from a bulk delete', () => {
    const plans = planOf(servers, new Set(['a|2', 'b|3']), 'delete', accounts)
    expect(plans.map((p) => [p.account.id, p.servers.map((s) => s.id), p.refused])).toEqual([
      ['a', [2], null],
      ['b', [3], 'bulkDelete'],
    ])
    expect(itemsToSend(plans, { b: 'Prod' })).toEqual([{ accountId: 'a', serverId: 2 }])
  })
})
