import { inject, provide, ref } from 'vue'
import type { DialogApi, MessageApi, NotificationApi } from 'naive-ui'

/**
 * naive-ui's message, notification and dialog providers (and what they render: messages, notices, modals, cards)
 * are not needed for the first paint. The app provides stand-ins under naive's own injection keys, so
 * `useMessage()`, `useNotification()` and `useDialog()` work everywhere as before; the real providers are rendered
 * by NoticeHosts, a chunk of its own, once the start has painted (or the first time something is said earlier),
 * inside the same config provider: the same theme, language and look. What is said before they land is said the
 * moment they do.
 */
export interface NoticeApis {
  message: MessageApi
  notification: NotificationApi
  dialog: DialogApi
}

/** naive-ui's injection keys (its createInjectionKey returns the name itself). */
const KEYS: Record<keyof NoticeApis, string> = {
  message: 'n-message-api',
  notification: 'n-notification-api',
  dialog: 'n-dialog-api',
}

/** Whether something was said before the hosts were asked for: App renders them at once then. */
export const noticesWanted = ref(false)

let real: NoticeApis | null = null
let waiting: Array<(apis: NoticeApis) => void> = []

/** Called by NoticeHosts with the providers' own APIs: what waited is said now, in order. */
export function attachNoticeApis(apis: NoticeApis): void {
  real = apis
  const queued = waiting
  waiting = []
  for (const run of queued) run(apis)
}

/** For tests: back to the state before any host. */
export function detachNoticeApis(): void {
  real = null
  waiting = []
  noticesWanted.value = false
}

type Handle = Record<string | symbol, unknown>

/**
 * What a call made before the hosts landed returns in place of naive's reactive handle (a message, a notice, a
 * dialog): `destroy()` and property writes (`dialog.loading = true`) reach the real one once it exists.
 */
function laterHandle(made: Promise<Handle>): Handle {
  let handle: Handle | null = null
  const writes: Handle = {}
  let destroyed = false
  void made.then((created) => {
    handle = created
    Object.assign(created, writes)
    if (destroyed && typeof created.destroy === 'function') created.destroy()
  })
  return new Proxy(writes, {
    get: (target, key) => {
      if (handle) return handle[key]
      if (key === 'destroy') return () => void (destroyed = true)
      return target[key]
    },
    set: (target, key, value) => {
      if (handle) handle[key] = value
      else target[key] = value
      return true
    },
  })
}

/** The methods the stand-ins have (naive's own; nothing else is read from them, Vue's probes included). */
const METHODS: Record<keyof NoticeApis, readonly string[]> = {
  message: ['create', 'info', 'success', 'warning', 'error', 'loading', 'destroyAll'],
  notification: ['create', 'info', 'success', 'warning', 'error', 'open', 'destroyAll'],
  dialog: ['create', 'info', 'success', 'warning', 'error', 'destroyAll'],
}

/** One of the three APIs: each method calls the real one, or waits for it. */
function standIn<K extends keyof NoticeApis>(name: K): NoticeApis[K] {
  const methods = new Map<string | symbol, (...args: unknown[]) => unknown>()
  const method =
    (key: string) =>
    (...args: unknown[]) => {
      const call = (apis: NoticeApis): Handle => {
        const made: unknown = Reflect.get(apis[name], key)
        if (typeof made !== 'function') throw new Error(`naive-ui's ${name} API has no ${key}()`)
        return Reflect.apply(made, apis[name], args) as Handle
      }
      if (real) return call(real)
      noticesWanted.value = true
      return laterHandle(new Promise<Handle>((resolve) => waiting.push((apis) => resolve(call(apis)))))
    }
  const api: Partial<NoticeApis[K]> = {}
  return new Proxy(api, {
    get: (_target, key) => {
      if (typeof key !== 'string' || !METHODS[name].includes(key)) return undefined
      if (!methods.has(key)) methods.set(key, method(key))
      return methods.get(key)
    },
  }) as NoticeApis[K]
}

/** The stand-ins, the same for the whole app (notify.ts says its messages through `noticeApis.message`). */
export const noticeApis: NoticeApis = {
  message: standIn('message'),
  notification: standIn('notification'),
  dialog: standIn('dialog'),
}

/** Called by App's setup: every component below finds the stand-ins where naive's providers would put theirs. */
export function provideNoticeApis(): void {
  for (const name of Object.keys(KEYS) as Array<keyof NoticeApis>) provide(KEYS[name], noticeApis[name])
}

/** naive's `useMessage`, without the code of its provider: the stand-in App provides (or a test's real one). */
export function useMessage(): MessageApi {
  const api = inject<MessageApi | null>(KEYS.message, null)
  if (!api) throw new Error('useMessage needs a message provider above it: App provides one (notices.ts)')
  return api
}

/**
 * naive's `useNotification`, without the code of its provider (which naive keeps in the module that names its
 * key): the stand-in App provides, or a real provider's API where a test mounts one.
 */
export function useNotification(): NotificationApi {
  const api = inject<NotificationApi | null>(KEYS.notification, null)
  if (!api) throw new Error('useNotification needs a notification provider above it: App provides one (notices.ts)')
  return api
}
