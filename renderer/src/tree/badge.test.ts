import { describe, expect, it } from 'vitest'
import { i18n } from '../i18n'
import { ru } from '../i18n/ru'
import { badge } from './rows'
import { treeWords } from './words'

describe("a row's state badge", () => {
  it('is short in the narrow tree where the words are long ("Off"), its whole words kept beside', () => {
    i18n.global.setLocaleMessage('ru', ru)
    for (const [locale, whole, short] of [
      ['en', 'Powered off', 'Off'],
      ['ru', 'Выключен', 'Выкл.'],
    ] as const) {
      i18n.global.locale.value = locale
      expect(badge(treeWords().value, 'PowerOff', true)).toEqual({ text: whole, short, tone: 'default' })
    }
    i18n.global.locale.value = 'en'
    expect(badge(treeWords().value, 'Blocked', true)).not.toHaveProperty('short')
  })
})
