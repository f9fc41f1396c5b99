import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../shared/channels/journal'
import { exceptOwnStates, ownStates } from './own-changes'
import { conditionsOf } from './warnings'
import type { AccountSnapshot } from '../../shared/contract'

let at = 1000
/** A journal entry of a storage user's change, each newer than the one before. */
function entry(operation: string, userId: number, outcome: JournalEntry['outcome'] = 'ok'): JournalEntry {
  at += 1
  return {
    id: `e${at}`,
    at,
    accountId: 'a',
    accountLabel: 'Demo',
    operation,
    summary: operation,
    resource: { kind: 'storageUser', id: userId, name: `user${userId}` },
    params: { userId },
    outcome,
    result: null,
    tasks: [],
    before: null,
    after: null,
    revertOf: null,
    batchId: null,
  }
}
const newestFirst = (...entries: JournalEntry[]) => entries.sort((a, b) => b.at - a.at)

const snapshot = {
  storageUsers: [
    { id: 1, name: 'backup', state: 'Blocked' },
    { id: 2, name: 'ci', state: 'Blocked' },
  ],
} as unknown as AccountSnapshot

describe('a state the user set themselves raises no early warning', () => {
  it('a storage user blocked through this app is not warned of; one blocked otherwise still is', () => {
    const own = ownStates(newestFirst(entry('storage:blockUser', 1)))
    const left = exceptOwnStates(conditionsOf('a', 'Demo', snapshot, 0), own)
    expect(left.map((c) => `${c.kind}:${c.subject}`)).toEqual(['blocked:ci'])
  })

  it('goes by the newest change: unblocked since, or a refused block, is not the user’s own state', () => {
    expect(ownStates(newestFirst(entry('storage:blockUser', 1), entry('storage:unblockUser', 1)))).toEqual(new Set())
    expect(ownStates(newestFirst(entry('storage:blockUser', 2, 'failed')))).toEqual(new Set())
    expect(ownStates(newestFirst(entry('storage:unblockUser', 1), entry('storage:blockUser', 1)))).toEqual(
      new Set(['blocked|storageUser:1']),
    )
  })
})
