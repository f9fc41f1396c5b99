import { describe, expect, it } from 'vitest'
import { fromRefreshSeconds, refreshChoices, toRefreshSeconds } from './refresh-choices'

const t = (key: string, params?: Record<string, unknown>) =>
  `${key.split('.').pop()}${params ? `:${String(params.n)}` : ''}`

describe('refresh choices', () => {
  it('offers 15 s to 10 min and off', () => {
    expect(refreshChoices(60, t).map((c) => c.label)).toEqual([
      'refreshSeconds:15',
      'refreshSeconds:30',
      'refreshMinutes:1',
      'refreshMinutes:2',
      'refreshMinutes:5',
      'refreshMinutes:10',
      'refreshOff',
    ])
  })

  it('keeps a saved cadence that is not a choice, in its place', () => {
    expect(refreshChoices(45, t).map((c) => c.value)).toEqual([15, 30, 45, 60, 120, 300, 600, 0])
  })

  it('maps off to null and back', () => {
    expect(toRefreshSeconds(0)).toBeNull()
    expect(toRefreshSeconds(30)).toBe(30)
    expect(fromRefreshSeconds(null)).toBe(0)
  })
})
