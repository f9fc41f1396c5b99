import { describe, expect, it } from 'vitest'
import type { SavedView, TagRecord } from '../../shared/models/tags'
import { diffOf, fromYaml, toYaml } from './tag-yaml'

const records: TagRecord[] = [
  { accountId: 'b', resource: { kind: 'dnsZone', id: 4 }, tags: ['env=prod'], note: '' },
  {
    accountId: 'a',
    resource: { kind: 'server', id: 12 },
    tags: ['env=prod', 'client'],
    note: 'веб-сервер: "главный"\nвторая строка',
  },
  { accountId: 'a', resource: { kind: 'dnsRecord', id: 11, parentId: 4 }, tags: ['роль=почта'], note: '' },
]
const views: SavedView[] = [{ name: 'Prod: всё', query: 'tag:env=prod', pinned: true }]
const accounts = [
  { id: 'a', label: 'Acme' },
  { id: 'b', label: 'Globex' },
]
const labels = new Map(accounts.map((a) => [a.id, a.label]))

describe('the tags file (YAML)', () => {
  it('round-trips records and views, Cyrillic, quotes and line breaks included, in a stable order', () => {
    const text = toYaml(records, views, labels)
    expect(toYaml([...records].reverse(), views, labels)).toBe(text)
    const back = fromYaml(text, accounts)
    if ('problem' in back) throw new Error(back.problem)
    const key = (r: TagRecord) => `${r.accountId}/${r.resource.kind}/${r.resource.id}`
    expect(back.records.sort((x, y) => key(x).localeCompare(key(y)))).toEqual(
      [...records].sort((x, y) => key(x).localeCompare(key(y))),
    )
    expect(back.views).toEqual(views)
    expect(text).toContain('label: Acme')
  })

  it('matches another computer’s account by label when its id is unknown here', () => {
    const text = toYaml(
      records,
      [],
      new Map([
        ['a', 'Acme'],
        ['b', 'Globex'],
      ]),
    ).replaceAll('id: a\n', 'id: x9\n')
    const back = fromYaml(text, accounts)
    expect('problem' in back ? [] : back.records.map((r) => r.accountId).sort()).toEqual(['a', 'a', 'b'])
  })

  it('says what is wrong with a bad file, and where', () => {
    expect(
      fromYaml(
        'version: 1\naccounts:\n  - id: a\n    resources:\n      - { kind: server, id: 1, tags: [two words] }\n',
        accounts,
      ),
    ).toEqual({
      problem: expect.stringMatching(/A tag has no spaces.*accounts\.0\.resources\.0\.tags\.0/),
    })
    expect(fromYaml('a: [', accounts)).toEqual({ problem: expect.stringMatching(/^The file is not YAML/) })
    expect(fromYaml('accounts: []', accounts)).toEqual({ problem: expect.stringMatching(/version: 1/) })
    expect(fromYaml('version: 1\nextra: 1', accounts)).toEqual({ problem: expect.any(String) })
  })

  it('shows what an import adds and changes beside what it keeps', () => {
    const [zone, server, record] = records as [TagRecord, TagRecord, TagRecord]
    const current = { records: [zone, server], views: [] }
    const incoming = { records: [zone, { ...server, tags: ['env=staging'] }, record], views }
    const diff = diffOf(current, incoming)
    expect(diff.unchanged).toBe(1)
    expect(diff.added).toEqual([record])
    expect(diff.changed).toEqual([{ before: server, after: { ...server, tags: ['env=staging'] } }])
    expect(diff.views.added).toEqual(views)
  })
})
