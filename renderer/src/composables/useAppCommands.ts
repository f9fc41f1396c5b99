import { onBeforeUnmount } from 'vue'
import type { AppCommand } from '@shared/channels/app'
import { subscribe } from '../api/client'
import { i18n } from '../i18n'
import { notify, notifyError } from '../notify'
import { useAppStore } from '../stores/app'
import { useDialogsStore } from '../stores/dialogs'

/** Settings, Copy diagnostics, Check for updates: from the palette, the Settings dialog or the desktop menu. */
export async function runAppCommand(command: AppCommand): Promise<void> {
  const app = useAppStore()
  const t = i18n.global.t
  try {
    if (command === 'settings') useDialogsStore().openAppSettings()
    else if (command === 'diagnostics') {
      await app.copyDiagnostics()
      notify('success', t('settings.diagnostics.copied'))
    } else {
      const found = await app.checkUpdates()
      if (!found.newer) notify('info', t('settings.updates.upToDate', { current: found.current }))
    }
  } catch (error) {
    notifyError(error, `running ${command}`)
  }
}

/** The desktop menu's commands reach the window as `app:command`: carried out here, for as long as the shell is. */
export function useAppCommands(): void {
  const stop = subscribe('app:command', ({ command }) => void runAppCommand(command))
  onBeforeUnmount(stop)
}
