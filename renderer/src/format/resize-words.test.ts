import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import type { JournalEntry } from '@shared/channels/journal'
import { en } from '../i18n/en'
import { russianPlural } from '../i18n/plural'
import { ru } from '../i18n/ru'
import { resizeOf, resizeWords } from './resize-words'

const i18n = createI18n({ legacy: false, locale: 'en', messages: { en, ru }, pluralRules: { ru: russianPlural } })
const t = (key: string, named: Record<string, unknown>, plural?: number) =>
  plural === undefined ? i18n.global.t(key, named) : i18n.global.t(key, named, plural)

const sizes = { serverId: 10, cpu: 4, ram: 4096, hdd: 40, cpuBefore: 2, ramBefore: 2048, hddBefore: 40 }

describe('a resize in the server history', () => {
  it('says the size before and after, only what changed, in either language', () => {
    i18n.global.locale.value = 'en'
    expect(resizeWords(sizes, t)).toBe('2 → 4 cores, 2 → 4 GB RAM')
    expect(resizeWords({ ...sizes, cpu: 1, cpuBefore: 2, ram: 1536, hdd: 60 }, t)).toBe(
      '2 → 1 core, 2048 → 1536 MB RAM, 40 → 60 GB disk',
    )
    i18n.global.locale.value = 'ru'
    expect(resizeWords(sizes, t)).toBe('2 → 4 ядра, 2 → 4 ГБ памяти')
    expect(resizeWords({ ...sizes, cpu: 5, ram: 2048 }, t)).toBe('2 → 5 ядер')
    expect(resizeWords({ ...sizes, cpu: 1 }, t)).toBe('2 → 1 ядро, 2 → 4 ГБ памяти')
  })

  it('says nothing when the size before is not known', () => {
    expect(resizeWords({ serverId: 10, cpu: 4, ram: 4096, hdd: 40 }, t)).toBeNull()
  })

  it('finds the journal entry whose answer was this action, of this account and server', () => {
    const entry = (accountId: string, id: number, result: string) =>
      ({ operation: 'servers:resize', accountId, resource: { kind: 'server', id, name: null }, result }) as JournalEntry
    const entries = [entry('b', 10, '#7'), entry('a', 11, '#7'), entry('a', 10, '#6'), entry('a', 10, '#7')]
    expect(resizeOf(entries, 'a', 10, 7)).toBe(entries[3])
    expect(resizeOf(entries, 'a', 10, 8)).toBeUndefined()
  })
})
