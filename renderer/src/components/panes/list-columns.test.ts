import { describe, expect, it } from 'vitest'
import { searchWords, sortersOf, type ListColumn } from './list-columns'

interface Row {
  name: string
  size: number
}

describe('list columns', () => {
  it('gives a sort button to the columns that say what they sort by, and to no other', () => {
    const columns: ListColumn<Row>[] = [
      { key: 'name', title: 'Name', sort: (r) => r.name },
      { key: 'size', title: 'Size', sort: (r) => r.size },
      { key: 'actions', title: 'Actions' },
    ]
    const sorters = sortersOf(columns)
    expect(Object.keys(sorters)).toEqual(['name', 'size'])
    expect(sorters.size!({ name: 'a', size: 3 })).toBe(3)
  })

  it('searches a row by its words, the missing ones left out', () => {
    expect(searchWords('web-01', null, undefined, '', 'Active', 0)).toBe('web-01 Active')
  })
})
