import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { en } from '../i18n/en'
import { russianPlural } from '../i18n/plural'
import { ru } from '../i18n/ru'
import { stateWord } from './state-words'

const i18n = createI18n({ legacy: false, locale: 'ru', messages: { en, ru }, pluralRules: { ru: russianPlural } })
const { t, te } = i18n.global

describe('stateWord', () => {
  it('agrees with the noun in Russian', () => {
    expect(stateWord('Active', 'm', t, te)).toBe('Активен')
    expect(stateWord('Active', 'f', t, te)).toBe('Активна')
    expect(stateWord('Active', 'n', t, te)).toBe('Активно')
    expect(stateWord('New', 'f', t, te)).toBe('Новая')
  })

  it('falls back to the common word, then to the API’s', () => {
    expect(stateWord('Deleting', 'f', t, te)).toBe('Удаляется')
    expect(stateWord('SomethingNew', 'f', t, te)).toBe('SomethingNew')
  })

  it('counts in three Russian forms', () => {
    expect(t('storage.deactivate.body', { n: 1 }, 1)).toContain('1 пользователь ')
    expect(t('storage.deactivate.body', { n: 3 }, 3)).toContain('3 пользователя ')
    expect(t('storage.deactivate.body', { n: 11 }, 11)).toContain('11 пользователей ')
  })
})
