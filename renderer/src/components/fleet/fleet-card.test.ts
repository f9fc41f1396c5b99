import { describe, expect, it } from 'vitest'
import { stateBreakdown } from './fleet-card'

describe('the servers’ states on a fleet card (issue 53 item 13)', () => {
  it('says nothing more when every server is in one state: the total already says it', () => {
    expect(stateBreakdown({ Active: 2000 }, 'en')).toEqual([])
    expect(stateBreakdown({ Active: 2000, Stopped: 0 }, 'en')).toEqual([])
  })

  it('lists two or more states by name, each count in the user’s digits', () => {
    expect(stateBreakdown({ Stopped: 1500, Active: 2000 }, 'en')).toEqual([
      ['Active', '2,000'],
      ['Stopped', '1,500'],
    ])
    expect(stateBreakdown({ Active: 2000, Stopped: 3 }, 'ru')[0]?.[1]).toBe((2000).toLocaleString('ru'))
  })
})
