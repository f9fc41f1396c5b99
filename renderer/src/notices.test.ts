import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from 'vue'
import type { DialogApi, MessageApi, NotificationApi } from 'naive-ui'
import {
  attachNoticeApis,
  detachNoticeApis,
  noticeApis,
  noticesWanted,
  useNotification,
  type NoticeApis,
} from './notices'

/** A provider's API as naive builds it: every method makes a handle (a plain object here) and logs the call. */
function fakeApis(log: string[]) {
  const handles: Array<Record<string, unknown>> = []
  const api = (name: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, method: string) =>
          (...args: unknown[]) => {
            log.push(`${name}.${method}(${args.map((a) => JSON.stringify(a)).join(',')})`)
            const handle: Record<string, unknown> = { destroyed: false }
            handle.destroy = () => (handle.destroyed = true)
            handles.push(handle)
            return handle
          },
      },
    )
  const apis: NoticeApis = {
    message: api('message') as MessageApi,
    notification: api('notification') as NotificationApi,
    dialog: api('dialog') as DialogApi,
  }
  return { apis, handles }
}

afterEach(() => detachNoticeApis())

describe('the stand-ins for naive-ui message, notification and dialog providers', () => {
  it('say what was said before the providers landed, in order, once they land', () => {
    const log: string[] = []
    noticeApis.message.error('first')
    noticeApis.notification.info({ title: 'second' })
    expect(noticesWanted.value).toBe(true)
    expect(log).toEqual([])
    attachNoticeApis(fakeApis(log).apis)
    expect(log).toEqual(['message.error("first")', 'notification.info({"title":"second"})'])
  })

  it('call the providers at once when they are there', () => {
    const log: string[] = []
    const { apis, handles } = fakeApis(log)
    attachNoticeApis(apis)
    const shown = noticeApis.dialog.warning({ title: 'sure?' })
    expect(log).toEqual(['dialog.warning({"title":"sure?"})'])
    expect(shown).toBe(handles[0])
    expect(noticesWanted.value).toBe(false)
  })

  it("hand a handle that reaches the provider's own: destroy() and a property set before it existed", () => {
    const { apis, handles } = fakeApis([])
    const notice = noticeApis.notification.create({ title: 'gone at once' })
    const dialog = noticeApis.dialog.warning({ title: 'busy' })
    notice.destroy()
    dialog.loading = true
    expect(dialog.loading).toBe(true)
    attachNoticeApis(apis)
    return vi.waitFor(() => {
      expect(handles[0]!.destroyed).toBe(true)
      expect(handles[1]!.loading).toBe(true)
      dialog.loading = false
      expect(handles[1]!.loading).toBe(false)
    })
  })

  it("have naive's methods only, so Vue's probes (__v_raw, __v_skip) read nothing", () => {
    const api = noticeApis.message as unknown as Record<string, unknown>
    expect(typeof api.success).toBe('function')
    expect(api.__v_raw).toBeUndefined()
    expect(api.__v_skip).toBeUndefined()
  })
})

describe('useNotification', () => {
  it("finds the API provided under naive-ui's key, and says what is missing when none is", () => {
    const app = createApp({})
    expect(() => app.runWithContext(() => useNotification())).toThrow(/needs a notification provider/)
    app.provide('n-notification-api', noticeApis.notification)
    expect(app.runWithContext(() => useNotification())).toBe(noticeApis.notification)
  })
})
