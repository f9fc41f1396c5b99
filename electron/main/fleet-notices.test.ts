import { describe, expect, it } from 'vitest'
import type { FleetWarning } from '../shared/channels/fleet'
import { createWarningNotifier, warningNoticeText } from './fleet-notices'
import { fleetWarning } from './test-kit'

const warning: FleetWarning = fleetWarning()

describe('native warning notifications', () => {
  it('words a warning in either language', () => {
    expect(warningNoticeText(warning, 'en')).toEqual({
      title: 'Certificate shop.example expires in 5 days',
      body: 'Account: Client',
    })
    expect(warningNoticeText({ ...warning, daysLeft: -2 }, 'ru').title).toBe('Сертификат shop.example истёк')
  })

  it('shows one notification per warning and opens its resource on click', async () => {
    const shown: Array<{ title: string; click?: () => void }> = []
    class FakeNotification {
      static isSupported = () => true
      entry: { title: string; click?: () => void }
      constructor(options: { title?: string }) {
        this.entry = { title: options.title ?? '' }
        shown.push(this.entry)
      }
      on(event: string, listener: (...args: never[]) => void) {
        if (event === 'click') this.entry.click = listener as () => void
        return this
      }
      show() {}
    }
    const clicked: FleetWarning[] = []
    const notify = createWarningNotifier({
      Notification: FakeNotification,
      locale: async () => 'en',
      onClick: (w) => clicked.push(w),
    })
    expect(
      await notify([warning, { ...warning, key: 'b', kind: 'fundsRunningOut', subject: 'Client', resource: null }]),
    ).toBe(2)
    expect(shown.map((s) => s.title)).toEqual(['Certificate shop.example expires in 5 days', 'Funds run out in 5 days'])
    shown[0]!.click!()
    expect(clicked.map((w) => w.key)).toEqual([warning.key])
  })
})
