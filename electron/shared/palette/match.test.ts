import { describe, expect, it } from 'vitest'
import { latinise, matchRanges, matchTier, parseQuery, MAX_QUERY_LENGTH } from './match'

const tier = (label: string, detail: string, query: string) =>
  matchTier(latinise(label), latinise(`${label} ${detail}`), parseQuery(query)!)

describe('palette matching', () => {
  it('folds Cyrillic to Latin letters, both in the text and the query', () => {
    expect(latinise('Бэкенд-Прод')).toBe('bekend-prod')
    expect(latinise('web-01')).toBe('web-01')
    expect(tier('бэкенд-прод', '', 'прод')).toBe(0)
    expect(tier('бэкенд-прод', '', 'prod')).toBe(0)
    expect(tier('prod-db', '', 'прод')).toBe(0)
    expect(tier('Тема: тёмная', '', 'тема')).toBe(0)
  })

  it('ranks the start and whole words above a word prefix, the label above its detail, and needs every word', () => {
    expect(tier('db-01', '', 'db-01')).toBe(0)
    expect(tier('app db-01', '', 'db')).toBe(0)
    expect(tier('app-dbx', '', 'db')).toBe(1)
    expect(tier('appdb', '', 'db')).toBe(2)
    expect(tier('web', '10.0.0.1', '10.0')).toBe(3)
    expect(tier('web-01', 'Moscow', 'moscow web')).toBe(4)
    expect(tier('web-01', '', 'moscow web')).toBeNull()
  })

  it('does not match scattered letters: an IPv6 address holds no db-01', () => {
    expect(tier('@', 'AAAA 2001:db8::1', 'db-01')).toBeNull()
  })

  it('marks where the query stands in the text as shown, and bounds the query', () => {
    expect(matchRanges('Web-01 10.0.0.1', parseQuery('web')!)).toEqual([0, 3])
    expect(matchRanges('web-01 Moscow', parseQuery('moscow web')!)).toEqual([0, 3, 7, 13])
    expect(parseQuery('x'.repeat(500))!.raw).toHaveLength(MAX_QUERY_LENGTH)
    expect(parseQuery('   ')).toBeNull()
  })
})
