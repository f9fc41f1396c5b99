import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { en } from '../i18n/en'
import { ru } from '../i18n/ru'
import { sayHostNotices } from './host-notices'

describe("the backend's notices at the start", () => {
  it.each(['en', 'ru'] as const)('are titled as notices to read, not as "Something went wrong" (%s)', (locale) => {
    const i18n = createI18n({ legacy: false, locale, messages: { en, ru } })
    const t = (key: string) => i18n.global.t(key)
    const said: Array<{ title?: unknown; content?: unknown }> = []
    const notification = { warning: (options: { title: string; content: string }) => void said.push(options) }
    sayHostNotices(notification, t, ['The data folder was locked by a Hostdeck that had stopped.'])
    expect(said).toHaveLength(1)
    expect(said[0]?.content).toBe('The data folder was locked by a Hostdeck that had stopped.')
    expect(said[0]?.title).toBe(locale === 'en' ? 'Please note' : 'Обратите внимание')
    expect(said[0]?.title).not.toBe(t('errors.title'))
  })
})
