// The app, imported by boot.ts once the start-up calls have left (see boot.ts and start-calls.ts): the same calls.
import { startCalls } from './start-calls'
import { createPinia } from 'pinia'
import { createApp, watch } from 'vue'
import App from './App.vue'
import { bridgeReady, releaseEvents } from './api/client'
import { repairNaiveMarkup } from './naive-a11y'
import { markStartPainted, START_PAINT_LIMIT_MS } from './start-painted'
import { i18n } from './i18n'
import { notifyError } from './notify'
import { useAccountsStore } from './stores/accounts'
import { useAppStore } from './stores/app'
import { usePreferencesStore } from './stores/preferences'
import { useSessionStore } from './stores/session'
import { followOsTheme } from './look'
import { markFramePainted } from './components/layout/later-naive'
import './styles.css'

/** Start-up milestones for `npm run bench` (BENCH_TRACE=1 prints them). */
const mark = (name: string) => performance.mark?.(name)

// Start-up order: i18n and Pinia first; every start-up call at once; only the preferences (language and its
// messages, theme and its colours) are waited for before the mount, and they usually came with the page.
async function start(): Promise<void> {
  mark('hostdeck:script')
  const app = createApp(App)
  // What a component or a watcher throws and nobody caught: logged, and the user sees that it failed.
  app.config.errorHandler = (error, _instance, info) => notifyError(error, `uncaught in ${info}`)
  app.use(i18n)
  app.use(createPinia())
  // The accounts and the session (the large one) are asked for at once but not waited for: the shell paints
  // while they travel, and shows them when they land.
  const data = Promise.all([useAccountsStore().load(startCalls.accounts), useSessionStore().load(startCalls.session)])
  // The app's info (mode, version, notices) is shown where it lands; only the preferences are waited for.
  const info = useAppStore()
    .load(startCalls.info)
    .catch((error: unknown) => notifyError(error, 'reading the app info'))
  // They listen now: what came for them while the app's code loaded reaches them, in order (start-calls.ts).
  releaseEvents()
  const preferences = usePreferencesStore()
  // The calls above leave before the mount's long task (in the browser host they wait for its event stream).
  await Promise.all([preferences.start(), bridgeReady()])
  mark('hostdeck:preferences')
  // A dark first paint, not a light one that turns dark: the frame's colours are CSS (styles.css), picked by theme.
  followOsTheme()
  mark('hostdeck:mount')
  app.mount('#app')
  mark('hostdeck:mounted')
  // naive-ui and what is made of it (the content pane, dialogs, notices) load once the frame has painted.
  markFramePainted()
  // Times, sums and the home screen's cards come after the frames that show the data (the tree), not in its way.
  data.finally(markStartPainted).catch(() => undefined)
  setTimeout(markStartPainted, START_PAINT_LIMIT_MS)
  const naive = repairNaiveMarkup(() => ({
    close: i18n.global.t('common.close'),
    loading: i18n.global.t('common.loading'),
    decrease: i18n.global.t('common.decrease'),
    increase: i18n.global.t('common.increase'),
  }))
  watch(
    () => i18n.global.locale.value,
    () => setTimeout(naive.relabel),
  )
  await Promise.all([data, info])
}

start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  const root = document.getElementById('app')
  if (root) root.textContent = i18n.global.t('errors.startup', { message })
})
