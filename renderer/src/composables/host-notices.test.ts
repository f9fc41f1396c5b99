import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { en } from '../i18n/en'
import { ru } from '../i18n/ru'
import { createHostNotices } from './host-notices'

/** naive's notification API as a list: what was said, and which are still shown. */
function notifier() {
  const said: Array<{ title: string; content: string; shown: boolean }> = []
  return {
    said,
    warning(options: { title: string; content: string }) {
      const entry = { ...options, shown: true }
      said.push(entry)
      return { destroy: () => void (entry.shown = false) }
    },
  }
}

describe("the backend's notices at the start", () => {
  it.each(['en', 'ru'] as const)('are titled as notices to read, not as "Something went wrong" (%s)', (locale) => {
    const i18n = createI18n({ legacy: false, locale, messages: { en, ru } })
    const t = (key: string) => i18n.global.t(key)
    const notification = notifier()
    createHostNotices(notification, t).say(['The data folder was locked by a Hostdeck that had stopped.'])
    expect(notification.said).toEqual([
      {
        title: locale === 'en' ? 'Please note' : 'Обратите внимание',
        content: 'The data folder was locked by a Hostdeck that had stopped.',
        shown: true,
      },
    ])
    expect(notification.said[0]?.title).not.toBe(t('errors.title'))
  })

  it('are put away when a dialog opens (the journal they speak of), not left covering it', () => {
    const notification = notifier()
    const notices = createHostNotices(notification, (key) => key)
    notices.say(['3 changes were checked: made', 'The lock was taken over'])
    notices.putAway()
    expect(notification.said.map((n) => n.shown)).toEqual([false, false])
    notices.say(['The journal could not be saved'])
    expect(notification.said.map((n) => n.shown)).toEqual([false, false, true])
  })
})
