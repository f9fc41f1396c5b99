import { describe, expect, it } from 'vitest'
import { groupTasks, sourceKey } from '../poll-round'
import { task } from '../tracker-kit'
import type { TrackedTask, TrackedTaskSource } from '../types'

const sources: TrackedTaskSource[] = [
  { kind: 'serverAction', serverId: 1 },
  { kind: 'serverState', serverId: 1, until: 'active' },
  { kind: 'image', imageId: 2, until: 'gone' },
  { kind: 'image', imageId: 3, until: 'active' },
  { kind: 'publicNetworkDeletion', networkId: 4 },
  { kind: 'storage', userId: null },
  { kind: 'storage', userId: 5 },
  { kind: 'storage', userId: 6 },
]

describe('the task sources', () => {
  it('key every source as task keys on disk always have (a changed key would orphan a followed task)', () => {
    expect(sources.map(sourceKey)).toEqual([
      'server:1',
      'serverState:1',
      'image:2',
      'image:3',
      'publicNetwork:4',
      'storage',
      'storageUser:5',
      'storageUser:6',
    ])
  })

  it('group the tasks one request answers for: every image, every storage user', () => {
    const tracked = sources.map((source, i) => ({ key: `k${i}`, source, task: task(i) }) as unknown as TrackedTask)
    expect(groupTasks(tracked).map((g) => [g.key, g.tasks.length])).toEqual([
      ['server:1', 1],
      ['serverState:1', 1],
      ['images', 2],
      ['publicNetwork:4', 1],
      ['storage', 1],
      ['storageUsers', 2],
    ])
  })
})
