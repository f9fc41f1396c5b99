import { describe, expect, it } from 'vitest'
import type { ImportProgress } from '../shared/channels/dns'
import type { TaskList, TaskView } from '../shared/channels/tasks'
import { EventBus } from './event-bus'
import { followProgress, type ProgressLevel } from './progress'

const batch = (state: ImportProgress['state'], applied: number, total = 4): ImportProgress => ({
  batchId: 'batch-1',
  zoneId: 1,
  total,
  applied: Array.from({ length: applied }, (_, i) => `c${i}`),
  failed: [],
  current: null,
  state,
})

const task = (progressPercent: number | null) => ({ key: `t${progressPercent}`, progressPercent }) as TaskView
const list = (...running: TaskView[]): TaskList => ({ running, recent: [] })

describe('the taskbar progress', () => {
  it("shows a zone import's share sent, then the tasks', and clears when nothing runs", () => {
    const bus = new EventBus()
    const shown: ProgressLevel[] = []
    const stop = followProgress((event, listener) => bus.on(event, listener), { show: (level) => shown.push(level) })
    bus.emit('dns:importProgress', batch('running', 1))
    bus.emit('dns:importProgress', batch('running', 3))
    bus.emit('tasks:changed', list(task(40)))
    bus.emit('dns:importProgress', batch('finished', 4))
    bus.emit('tasks:changed', list(task(40), task(null)))
    bus.emit('tasks:changed', list(task(20), task(60)))
    bus.emit('tasks:changed', list())
    expect(shown).toEqual([0.25, 0.75, 0.4, 'indeterminate', 0.4, null])
    stop()
    bus.emit('tasks:changed', list(task(10)))
    expect(shown).toHaveLength(6)
  })
})
