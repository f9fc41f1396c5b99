import { describe, expect, it } from 'vitest'
import { changeLine, fieldChanges, type FieldView } from './field-changes'

interface Rec {
  ttl: number
  target: string | null
  priority: number | null
}
const fields: FieldView<Rec>[] = [
  { label: 'Target', value: (r) => r.target },
  { label: 'TTL', value: (r) => r.ttl },
  { label: 'Priority', value: (r) => r.priority },
]

describe('fieldChanges', () => {
  it('lists only the fields whose shown value differs, in order, with before and after', () => {
    const changes = fieldChanges<Rec>(
      { ttl: 3600, target: 'a', priority: 10 },
      { ttl: 300, target: 'a', priority: null },
      fields,
    )
    expect(changes).toEqual([
      { label: 'TTL', before: '3600', after: '300' },
      { label: 'Priority', before: '10', after: '—' },
    ])
    expect(changeLine(changes)).toBe('TTL 3600 → 300; Priority 10 → —')
  })

  it('treats empty and missing values alike', () => {
    expect(
      fieldChanges<Rec>({ ttl: 1, target: '', priority: 1 }, { ttl: 1, target: null, priority: 1 }, fields),
    ).toEqual([])
  })
})
