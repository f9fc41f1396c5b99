import { describe, expect, it } from 'vitest'
import type { Task } from '@shared/models'
import { formatBytes, isBlocked, runningTask } from './storage-view'

const task = (id: number, phase: Task['phase']): Task => ({
  id,
  type: 'StorageUserBlock',
  state: phase,
  phase,
  progressPercent: 0,
  title: null,
  startDate: null,
  endDate: null,
})

describe('storage view helpers', () => {
  it('formats quotas in decimal units', () => {
    expect(formatBytes(0, 'en')).toBe('0 B')
    expect(formatBytes(1_500_000_000, 'en')).toBe('1.5 GB')
    expect(formatBytes(250_000_000_000, 'en')).toBe('250 GB')
  })

  it('finds the task still running', () => {
    expect(runningTask([task(1, 'done'), task(2, 'running')])?.id).toBe(2)
    expect(runningTask([task(1, 'done')])).toBeNull()
  })

  it('knows a blocked user', () => {
    expect(isBlocked('Blocked')).toBe(true)
    expect(isBlocked('Active')).toBe(false)
  })
})
