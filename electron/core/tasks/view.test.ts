import { describe, expect, it } from 'vitest'
import { task } from './tracker-kit'
import type { TrackedTask, TrackedTaskSource, TaskResourceRef } from './types'
import { sectionsToRefresh } from './view'

const ended = (source: TrackedTaskSource, resource: TaskResourceRef, type = 'PowerOff'): TrackedTask => ({
  accountId: 'demo',
  task: task(1, 'Completed', type),
  source,
  title: 'a task',
  resource,
  key: 'k',
  accountLabel: 'Demo',
  startedAt: 0,
  endedAt: 1,
  problem: null,
  announced: false,
  paused: false,
  nextPollAt: 0,
  lastDelayMs: null,
})

describe('what is re-read when a task ends', () => {
  it('reads its resource’s sections, and those listing it when the task made, deleted or relinked it', () => {
    const server = { kind: 'server', id: 1 }
    expect(sectionsToRefresh(ended({ kind: 'serverAction', serverId: 1 }, server))).toEqual(['servers'])
    expect(sectionsToRefresh(ended({ kind: 'serverAction', serverId: 1 }, server, 'AddNetwork'))).toEqual([
      'servers',
      'privateNetworks',
      'publicNetworks',
    ])
    expect(sectionsToRefresh(ended({ kind: 'serverState', serverId: 1, until: 'gone' }, server))).toEqual([
      'servers',
      'privateNetworks',
      'publicNetworks',
    ])
    expect(
      sectionsToRefresh(ended({ kind: 'publicNetworkDeletion', networkId: 2 }, { kind: 'publicNetwork', id: 2 })),
    ).toEqual(['publicNetworks', 'servers'])
    expect(sectionsToRefresh(ended({ kind: 'storage', userId: null }, { kind: 'storage', id: 3 }))).toEqual([
      'storage',
      'storageUsers',
    ])
    expect(sectionsToRefresh(ended({ kind: 'storage', userId: 4 }, { kind: 'storageUser', id: 4 }))).toEqual([
      'storageUsers',
    ])
    const image = { kind: 'image', imageId: 5, until: 'active' } as const
    expect(sectionsToRefresh(ended(image, { kind: 'image', id: 5 }))).toEqual(['images'])
    // A deleted image opens its category.
    expect(sectionsToRefresh(ended({ ...image, until: 'gone' }, { kind: 'category', id: 'images' }))).toEqual([
      'images',
    ])
  })
})
