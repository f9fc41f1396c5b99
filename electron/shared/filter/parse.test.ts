import { describe, expect, it } from 'vitest'
import { daysUntil, hasTag, matchesTerms, matchesText, type FilterSubject } from './match'
import { narrowsByTerms, parseFilter, type Filter } from './parse'

const KINDS = ['server', 'dnsZone', 'dnsRecord', 'sslCertificate', 'privateNetwork', 'publicNetwork', 'sshKey']

function parsed(query: string): Filter {
  const result = parseFilter(query, KINDS)
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('; '))
  return result.filter
}
const problems = (query: string) => {
  const result = parseFilter(query, KINDS)
  return result.ok ? [] : result.problems.map(({ code, term, at }) => ({ code, term, at }))
}

const web: FilterSubject = {
  kind: 'server',
  state: 'Active',
  poweredOn: false,
  accountId: 'a1',
  accountLabel: 'Acme production',
  tags: ['env=prod', 'client', 'Роль=веб'],
  daysLeft: null,
}
const cert: FilterSubject = { ...web, kind: 'sslCertificate', poweredOn: null, tags: ['legacy'], daysLeft: 12 }
const passes = (query: string, subject: FilterSubject) => matchesTerms(parsed(query), subject)

describe('the filter language', () => {
  it('reads tag:key=value, tag:key and -tag:key', () => {
    expect(parsed('tag:env=prod tag:Client -tag:legacy').tags).toEqual([
      { key: 'env', value: 'prod', negated: false },
      { key: 'client', value: null, negated: false },
      { key: 'legacy', value: null, negated: true },
    ])
    expect(passes('tag:env=prod', web)).toBe(true)
    expect(passes('tag:env=staging', web)).toBe(false)
    expect(passes('tag:env', web)).toBe(true)
    expect(passes('tag:client', web)).toBe(true)
    expect(passes('-tag:legacy', web)).toBe(true)
    expect(passes('-tag:legacy', cert)).toBe(false)
    expect(hasTag({ key: 'env', value: null }, ['environment=x'])).toBe(false)
  })

  it('reads kind: by the registry’s names and what people call them, and says which kinds there are', () => {
    expect(parsed('kind:server').kinds).toEqual([{ kinds: ['server'], negated: false }])
    expect(parsed('kind:zones kind:dnsrecord').kinds.map((k) => k.kinds)).toEqual([['dnsZone'], ['dnsRecord']])
    expect(parsed('kind:network').kinds[0]?.kinds).toEqual(['privateNetwork', 'publicNetwork'])
    expect(passes('kind:server', web)).toBe(true)
    expect(passes('-kind:server', web)).toBe(false)
    expect(passes('kind:cert', cert)).toBe(true)
    expect(problems('kind:planet')).toEqual([{ code: 'unknownKind', term: 'kind:planet', at: 0 }])
  })

  it.each([
    { query: 'state:active', subject: web, expected: true },
    { query: 'state:NeedMoney', subject: web, expected: false },
    { query: 'state:stopped', subject: web, expected: true },
    { query: 'state:running', subject: web, expected: false },
    { query: 'state:stopped', subject: cert, expected: false },
    { query: '-state:stopped', subject: web, expected: false },
  ])(
    'reads state: as the service’s word, and stopped/running as power: $query on a $subject.kind',
    ({ query, subject, expected }) => {
      expect(passes(query, subject)).toBe(expected)
    },
  )

  it('reads account: by id or by a part of the label', () => {
    expect(passes('account:acme', web)).toBe(true)
    expect(passes('account:a1', web)).toBe(true)
    expect(passes('account:globex', web)).toBe(false)
    expect(passes('-account:acme', web)).toBe(false)
  })

  it('reads expires< and expires> in days and weeks; a resource that never expires does not match', () => {
    expect(parsed('expires<30d').expires).toEqual([{ op: '<', days: 30 }])
    expect(parsed('expires>=2w').expires).toEqual([{ op: '>=', days: 14 }])
    expect(parsed('expires<=7').expires).toEqual([{ op: '<=', days: 7 }])
    expect(passes('expires<30d', cert)).toBe(true)
    expect(passes('expires<7d', cert)).toBe(false)
    expect(passes('expires>7d', cert)).toBe(true)
    expect(passes('expires<30d', web)).toBe(false)
    expect(daysUntil('2026-12-31T00:00:00Z', Date.UTC(2026, 11, 1))).toBe(30)
    expect(daysUntil(null, 0)).toBeNull()
  })

  it('keeps free words and phrases for the text search, and -word leaves rows out', () => {
    const filter = parsed('tag:client web "front door" -old 2001:db8::1')
    expect(filter.text).toBe('web front door 2001:db8::1')
    expect(filter.without).toEqual(['old'])
    expect(matchesText(parsed('web -old'), 'web-01 new')).toBe(true)
    expect(matchesText(parsed('web -old'), 'web-01 old')).toBe(false)
    expect(narrowsByTerms(parsed('web server'))).toBe(false)
    expect(narrowsByTerms(parsed('web -old'))).toBe(false)
    expect(narrowsByTerms(parsed('web -tag:old'))).toBe(true)
  })

  it('reads Cyrillic: tags, values, words and the Russian field names', () => {
    const filter = parsed('тег:роль=веб вид:сервер состояние:выключен аккаунт:acme истекает<2н сервер-01')
    expect(filter.tags).toEqual([{ key: 'роль', value: 'веб', negated: false }])
    expect(filter.kinds[0]?.kinds).toEqual(['server'])
    expect(filter.expires).toEqual([{ op: '<', days: 14 }])
    expect(filter.text).toBe('сервер-01')
    expect(passes('тег:Роль=Веб вид:сервер состояние:выключен', web)).toBe(true)
    expect(passes('-тег:роль', web)).toBe(false)
  })

  it('answers every bad term at once, each with where it stands and what to write instead', () => {
    expect(problems('tag: colour:red expires<soon - kind:')).toEqual([
      { code: 'emptyValue', term: 'tag:', at: 0 },
      { code: 'unknownField', term: 'colour:red', at: 5 },
      { code: 'badExpiry', term: 'expires<soon', at: 16 },
      { code: 'emptyNegation', term: '-', at: 29 },
      { code: 'emptyValue', term: 'kind:', at: 31 },
    ])
    const result = parseFilter('colour:red "open', KINDS)
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([
      'Close the quote of "open: a phrase is "two words".',
    ])
    const field = parseFilter('colour:red', KINDS)
    expect(field.ok ? '' : field.problems[0]?.message).toBe(
      '"colour:" is no filter: use tag:, kind:, state:, account: or expires<30d.',
    )
    expect(problems('tag:=prod')).toEqual([{ code: 'emptyValue', term: 'tag:=prod', at: 0 }])
    expect(problems('-expires<30d')).toEqual([{ code: 'badExpiry', term: '-expires<30d', at: 0 }])
  })

  it('reads an empty query as no filter at all', () => {
    expect(parsed('   ')).toEqual({ tags: [], kinds: [], states: [], accounts: [], expires: [], text: '', without: [] })
  })
})
