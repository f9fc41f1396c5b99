import { describe, expect, it } from 'vitest'
import { SNAPSHOT_SECTIONS } from '@shared/resources'
import { en } from '../i18n/en'
import { ru } from '../i18n/ru'
import { allViews, categories, kindWords, sectionWord } from './index'

/** The message at a dotted key, or undefined. */
function messageAt(messages: object, key: string): unknown {
  let at: unknown = messages
  for (const part of key.split('.')) at = at && typeof at === 'object' ? Reflect.get(at, part) : undefined
  return at
}

describe("the kinds' words", () => {
  it.each([
    ['en', en],
    ['ru', ru],
  ])('are in the %s messages, for every kind and every section', (_language, messages) => {
    for (const { words } of allViews()) {
      for (const key of [words.one, words.counted, words.palette, words.section].filter((k) => k !== undefined))
        expect(typeof messageAt(messages, key), key).toBe('string')
    }
    for (const section of SNAPSHOT_SECTIONS) {
      expect(typeof messageAt(messages, sectionWord(section)), section).toBe('string')
    }
  })

  it('name a category by its section, and a kind by its own key', () => {
    expect(categories().map((c) => c.words)).toContain('servers.kinds.server.section')
    expect(kindWords('sslCertificate')?.palette).toBe('ssl.kinds.sslCertificate.palette')
    expect(kindWords('dnsRecord')?.section).toBeUndefined()
    expect(kindWords('switchAccount')).toBeUndefined()
    expect(sectionWord('locations')).toBe('session.sections.locations')
  })
})
