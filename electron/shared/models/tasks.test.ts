import { describe, expect, it } from 'vitest'
import { isTaskFinished, taskPhase } from './tasks'

describe('taskPhase', () => {
  it.each([
    ['New', 'pending'],
    ['Postponed', 'pending'],
    ['InProgress', 'running'],
    ['SomethingNew', 'running'],
    ['Completed', 'done'],
    ['Failed', 'failed'],
    ['Error', 'failed'],
    ['Canceled', 'failed'],
  ] as const)('%s → %s', (state, phase) => {
    expect(taskPhase(state)).toBe(phase)
  })

  it('only done and failed are final', () => {
    expect(isTaskFinished('done')).toBe(true)
    expect(isTaskFinished('failed')).toBe(true)
    expect(isTaskFinished('running')).toBe(false)
    expect(isTaskFinished('unknown')).toBe(false)
  })
})
