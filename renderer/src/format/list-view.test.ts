import { describe, expect, it } from 'vitest'
import {
  applyListView,
  compareValues,
  emptyQuery,
  keepShown,
  optionsOf,
  pickAllShown,
  searchWords,
  summariseNames,
  type ListSpec,
} from './list-view'

interface Row {
  id: number
  name: string
  state: string
  ip: string | null
  location: string
  tags: string[]
}

const rows: Row[] = [
  { id: 1, name: 'web-10', state: 'Active', ip: '203.0.113.10', location: 'SdnSpb', tags: ['a'] },
  { id: 2, name: 'web-2', state: 'PowerOff', ip: '203.0.113.2', location: 'SdnMsk', tags: ['b'] },
  { id: 3, name: 'db-1', state: 'Active', ip: null, location: 'SdnSpb', tags: ['a', 'b'] },
  { id: 4, name: 'Web-3 backup', state: 'New', ip: '198.51.100.3', location: 'SdnMsk', tags: [] },
]
const spec: ListSpec<Row> = {
  text: (r) => [r.name, r.state, r.ip].join(' '),
  filters: [
    { key: 'state', label: 'State', options: [], value: (r) => r.state },
    { key: 'location', label: 'Location', options: [], value: (r) => r.location },
    { key: 'tag', label: 'Tag', options: [], value: (r) => r.tags },
  ],
  sorters: { name: (r) => r.name, ip: (r) => r.ip, id: (r) => r.id },
}
const ids = (list: Row[]) => list.map((r) => r.id)
const view = (q: Partial<ReturnType<typeof emptyQuery>>) => ids(applyListView(rows, { ...emptyQuery(), ...q }, spec))

describe('applyListView', () => {
  it('shows everything, in the given order, for an empty query', () => {
    expect(view({})).toEqual([1, 2, 3, 4])
  })

  it('searches every word, case-insensitively, in names, states and addresses', () => {
    expect(view({ search: 'WEB' })).toEqual([1, 2, 4])
    expect(view({ search: '  web   backup ' })).toEqual([4])
    expect(view({ search: 'poweroff' })).toEqual([2])
    expect(view({ search: '203.0.113.1' })).toEqual([1])
    expect(view({ search: 'nothing-like-it' })).toEqual([])
  })

  it('filters by any of the picked values, and by every filter at once', () => {
    expect(view({ filters: { state: ['Active'] } })).toEqual([1, 3])
    expect(view({ filters: { state: ['Active', 'New'] } })).toEqual([1, 3, 4])
    expect(view({ filters: { state: ['Active'], location: ['SdnMsk'] } })).toEqual([])
    expect(view({ filters: { tag: ['b'] } })).toEqual([2, 3])
    expect(view({ filters: { state: [] } })).toEqual([1, 2, 3, 4])
    expect(view({ filters: { state: ['Active'] }, search: 'db' })).toEqual([3])
  })

  it('sorts naturally (web-2 before web-10), both ways, empty values last either way', () => {
    expect(view({ sort: { key: 'name', order: 'ascend' } })).toEqual([3, 2, 4, 1])
    expect(view({ sort: { key: 'name', order: 'descend' } })).toEqual([1, 4, 2, 3])
    expect(view({ sort: { key: 'ip', order: 'ascend' } })).toEqual([4, 2, 1, 3])
    expect(view({ sort: { key: 'ip', order: 'descend' } })).toEqual([1, 2, 4, 3])
    expect(view({ sort: { key: 'id', order: 'descend' } })).toEqual([4, 3, 2, 1])
    expect(view({ sort: { key: 'unknown', order: 'ascend' } })).toEqual([1, 2, 3, 4])
  })

  it('does not reorder the caller’s array', () => {
    const copy = [...rows]
    applyListView(copy, { ...emptyQuery(), sort: { key: 'name', order: 'ascend' } }, spec)
    expect(ids(copy)).toEqual([1, 2, 3, 4])
  })

  it('builds each row’s text once when given a cache', () => {
    let built = 0
    const counted: ListSpec<Row> = { ...spec, text: (r) => (built++, r.name) }
    const cache = new WeakMap<object, string>()
    applyListView(rows, { ...emptyQuery(), search: 'w' }, counted, cache)
    applyListView(rows, { ...emptyQuery(), search: 'we' }, counted, cache)
    expect(built).toBe(rows.length)
  })

  it('filters 10,000 rows correctly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...rows[i % 4]!, id: i, name: `host-${i}` }))
    const shown = applyListView(
      many,
      { search: 'host-99', filters: { state: ['Active'] }, sort: { key: 'name', order: 'descend' } },
      spec,
    )
    expect(shown.every((r) => r.name.includes('host-99') && r.state === 'Active')).toBe(true)
    expect(shown.map((r) => r.name).slice(0, 2)).toEqual(['host-9998', 'host-9996'])
  })
})

describe('compareValues and searchWords', () => {
  it('compare numbers as numbers and text as people read it', () => {
    expect(compareValues(2, 10)).toBeLessThan(0)
    expect(compareValues('web-2', 'web-10')).toBeLessThan(0)
    expect(compareValues('Alpha', 'alpha')).toBe(0)
    expect(compareValues(null, 'a')).toBeGreaterThan(0)
  })
  it('split the box into lower-case words', () => expect(searchWords('  Web  DB ')).toEqual(['web', 'db']))
})

describe('optionsOf', () => {
  it('lists the distinct values present, labelled and in reading order', () => {
    expect(
      optionsOf(
        rows,
        (r) => r.state,
        (v) => v.toUpperCase(),
      ),
    ).toEqual([
      { value: 'Active', label: 'ACTIVE' },
      { value: 'New', label: 'NEW' },
      { value: 'PowerOff', label: 'POWEROFF' },
    ])
    expect(optionsOf(rows, (r) => r.ip && null)).toEqual([])
  })
})

describe('selection over what is shown', () => {
  it('select-all adds only the shown rows; clearing removes only them', () => {
    expect(pickAllShown([9], [1, 3], true)).toEqual([9, 1, 3])
    expect(pickAllShown([9, 1, 3], [1, 3], false)).toEqual([9])
  })
  it('drops picks the filter now hides', () => {
    expect(keepShown([1, 2, 3], new Set([1, 3, 4]))).toEqual([1, 3])
  })
})

describe('summariseNames', () => {
  it('names a few and counts the rest', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `web-${i}`)
    expect(summariseNames(names)).toEqual({ names: ['web-0', 'web-1', 'web-2', 'web-3', 'web-4'], more: 995 })
  })
  it('names all of a short list, never "and 1 more"', () => {
    expect(summariseNames(['a', 'b', 'c'])).toEqual({ names: ['a', 'b', 'c'], more: 0 })
    expect(summariseNames(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ names: ['a', 'b', 'c', 'd', 'e', 'f'], more: 0 })
    expect(summariseNames(['a', 'b', 'c', 'd', 'e', 'f', 'g']).more).toBe(2)
  })
})

describe('a list whose search box reads filter terms', () => {
  const rows = [
    { name: 'web-01', tags: ['env=prod'] },
    { name: 'web-02 old', tags: ['env=prod'] },
    { name: 'db-01', tags: [] as string[] },
  ]
  const spec: ListSpec<(typeof rows)[number]> = {
    text: (r) => r.name,
    // A stand-in for the filter language: `tag:X` terms, the rest free words, `-word` left out.
    terms(search) {
      const words = search.split(' ')
      const wanted = words.filter((w) => w.startsWith('tag:')).map((w) => w.slice(4))
      if (wanted.length === 0) return null
      return {
        passes: (r) => wanted.every((tag) => r.tags.includes(tag)),
        text: words.filter((w) => !w.startsWith('tag:') && !w.startsWith('-')).join(' '),
        without: words.filter((w) => w.startsWith('-')).map((w) => w.slice(1)),
      }
    },
  }
  const names = (search: string) => applyListView(rows, { ...emptyQuery(), search }, spec).map((r) => r.name)

  it('shows the rows the terms let through, matched by the free words, less the left-out ones', () => {
    expect(names('tag:env=prod')).toEqual(['web-01', 'web-02 old'])
    expect(names('tag:env=prod 02')).toEqual(['web-02 old'])
    expect(names('tag:env=prod -old')).toEqual(['web-01'])
  })

  it('matches a search without terms as words, as before', () => {
    expect(names('-old')).toEqual([])
    expect(names('db')).toEqual(['db-01'])
  })
})
