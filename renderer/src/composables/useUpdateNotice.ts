import { h, watch } from 'vue'
import { NButton, type NotificationApi } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { notifyError } from '../notify'
import { useAppStore } from '../stores/app'

/**
 * A newer version: said once, beside the work, with its release notes; nothing waits for it. Where the desktop app
 * installs in place (electron-updater on Windows, in an AppImage) it also offers "Download and restart".
 */
export function useUpdateNotice(notification: NotificationApi): void {
  const { t } = useI18n()
  const app = useAppStore()

  async function downloadAndRestart(): Promise<void> {
    try {
      await app.installUpdate()
    } catch (error) {
      notifyError(error, 'installing the update')
    }
  }

  watch(
    () => app.update,
    (found) => {
      if (!found?.newer) return
      notification.info({
        title: t('settings.updates.available', { version: found.latest, current: found.current }),
        content: () =>
          found.notesUrl
            ? h(
                'a',
                { href: found.notesUrl, target: '_blank', rel: 'noopener noreferrer' },
                t('settings.updates.notes'),
              )
            : '',
        action: found.installable
          ? () =>
              h(NButton, { size: 'small', type: 'primary', loading: app.installing, onClick: downloadAndRestart }, () =>
                t('settings.updates.install'),
              )
          : undefined,
      })
    },
    // Rendered once naive-ui has loaded (NaiveLayer): an update found before is said then.
    { immediate: true },
  )
}
