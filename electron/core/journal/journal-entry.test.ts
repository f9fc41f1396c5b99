import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import type { Server, ServerAction } from '../../shared/models/servers'
import { entryOf } from './journal-entry'

const web = { id: 10, name: 'web-01', cpu: 2, ram: 2048, hdd: 40 } as Server
const sent = (known: AccountSnapshot | null) => ({
  id: '1',
  at: 0,
  accountId: 'a',
  accountLabel: 'Demo',
  known,
  taskKeys: [],
})
const resize = { serverId: 10, cpu: 4, ram: 4096, hdd: 40, hddType: 'SSD', isHighPerformance: false } as const
const answer = { ok: true as const, value: { id: 77 } as ServerAction }

describe('journal entries', () => {
  it('a resize keeps the size the server had when it was sent, beside the size asked for', () => {
    const entry = entryOf('servers:resize', resize, sent({ servers: [web] }), answer, {})
    expect(entry.params).toMatchObject({ cpu: 4, ram: 4096, cpuBefore: 2, ramBefore: 2048, hddBefore: 40 })
    expect(entry.result).toBe('#77')
  })

  it('a resize of a server the snapshot does not know keeps only what was asked', () => {
    const entry = entryOf('servers:resize', resize, sent(null), answer, {})
    expect(Object.keys(entry.params).sort()).toEqual(['cpu', 'hdd', 'hddType', 'isHighPerformance', 'ram', 'serverId'])
  })
})
