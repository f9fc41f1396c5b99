import { describe, expect, it } from 'vitest'
import { listCount } from './list-count'

const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`
const format = (n: number) => n.toLocaleString('en')

describe('the count beside a list’s search box (issue 53 item 14)', () => {
  it('does not say the total again where the pane’s heading says it', () => {
    expect(listCount(t, format, { filtered: false, shown: 2000, total: 2000, totalSaid: true })).toBe('')
  })

  it('says the total where nothing else does, and what is shown of it while filtering', () => {
    expect(listCount(t, format, { filtered: false, shown: 2000, total: 2000, totalSaid: false })).toBe(
      'lists.countAll {"total":"2,000"}',
    )
    expect(listCount(t, format, { filtered: true, shown: 12, total: 2000, totalSaid: true })).toBe(
      'lists.count {"shown":"12","total":"2,000"}',
    )
  })
})
