import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/models/session'
import type { TagRecord } from '../../shared/models/tags'
import { oneOfEach } from '../../shared/resources/test-kit'
import { orphansOf } from './orphans'

const record = (accountId: string, resource: TagRecord['resource']): TagRecord => ({
  accountId,
  resource,
  tags: ['env=prod'],
  note: '',
})

describe('orphaned tags', () => {
  const snapshot = oneOfEach()
  const withoutZones: AccountSnapshot = { ...oneOfEach(), dnsZones: undefined }
  const snapshots = new Map<string, AccountSnapshot | null>([
    ['a', snapshot],
    ['b', withoutZones],
    ['never', null],
  ])
  const accounts = new Set(['a', 'b', 'never'])

  it('calls a resource gone only when a section its account read lacks it, or its account was removed', () => {
    const records = [
      record('a', { kind: 'server', id: 1 }), // there
      record('a', { kind: 'server', id: 99 }), // gone
      record('a', { kind: 'dnsRecord', id: 11, parentId: 4 }), // there, inside its zone
      record('a', { kind: 'dnsRecord', id: 11, parentId: 5 }), // another zone's: gone
      record('b', { kind: 'dnsZone', id: 77 }), // its section was not read: not known to be gone
      record('never', { kind: 'server', id: 5 }), // never read: not known
      record('removed', { kind: 'server', id: 1 }), // account removed
    ]
    expect(orphansOf(records, accounts, snapshots).map((o) => [o.accountId, o.resource.id, o.reason])).toEqual([
      ['a', 99, 'gone'],
      ['a', 11, 'gone'],
      ['removed', 1, 'account'],
    ])
  })
})
