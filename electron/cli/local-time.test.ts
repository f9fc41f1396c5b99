import { describe, expect, it } from 'vitest'
import { forPeople, localIso } from './local-time'
import { listText } from './output'

const AT = '2026-12-07T21:05:09.123Z'

describe('times for people: ISO 8601 in local time, with the offset', () => {
  it.each([
    [180, '2026-12-08T00:05:09+03:00'],
    [0, '2026-12-07T21:05:09+00:00'],
    [-300, '2026-12-07T16:05:09-05:00'],
    [330, '2026-12-08T02:35:09+05:30'],
  ])('%i minutes east of UTC: %s', (offset, shown) => {
    expect(localIso(AT, offset)).toBe(shown)
    expect(Date.parse(shown)).toBe(Date.parse(AT) - 123)
  })

  it('shows a UTC time in a table with the system’s offset, and leaves JSON and other text as they are', async () => {
    const rows = [{ id: 1, name: 'web-01', at: AT, created: '2026-12-07T21:05:09+03:00' }]
    const table = await listText(rows, { output: 'table', columns: null, header: true }, ['id', 'at', 'created'])
    expect(table).toContain(localIso(AT))
    expect(table).toMatch(/[+-]\d\d:\d\d/)
    expect(table).toContain('2026-12-07T21:05:09+03:00')
    expect(await listText(rows, { output: 'json', columns: null, header: true }, [])).toContain(AT)
    expect(forPeople('web-01')).toBe('web-01')
  })
})
