import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { en } from '../i18n/en'
import { ru } from '../i18n/ru'
import { filterProblems } from './filter-problems'

describe('a filter query’s problems in the user’s words', () => {
  const i18n = createI18n({ legacy: false, locale: 'en', messages: { en, ru } })
  const t = (key: string, values: Record<string, unknown>) => i18n.global.t(key, values)

  it('says each bad term and what to write instead, in English and Russian', () => {
    expect(filterProblems('tag:env=prod kind:planet', t)).toEqual([
      '“kind:planet” names no kind: use server, zone, record, certificate, network, key, image or storage.',
    ])
    i18n.global.locale.value = 'ru'
    expect(filterProblems('тег: истекает<скоро', t)).toEqual([
      '«тег:»: после двоеточия ничего нет. Напишите тег:среда=прод, вид:сервер, состояние:выключен или аккаунт:клиент.',
      '«истекает<скоро»: не указан срок. Напишите истекает<30д или истекает>7д.',
    ])
    i18n.global.locale.value = 'en'
  })

  it('has nothing to say about a query that reads, free words included', () => {
    expect(filterProblems('tag:env=prod -tag:legacy web "front door"', t)).toEqual([])
    expect(filterProblems('', t)).toEqual([])
  })
})
