import { onBeforeUnmount } from 'vue'
import { useI18n } from 'vue-i18n'
import { useNotification } from '../notices'
import type { FleetWarning } from '@shared/channels/fleet'
import { call, subscribe } from '../api/client'
import { useFleetStore } from '../stores/fleet'
import { warningText } from '../format/warning-text'
import { createActionNotice } from './action-notice'

/**
 * An in-app notice for each early warning, once: raised while a window is open (pushed), or raised while none
 * was (shown when one opens). Each is acknowledged so neither a restart nor another window repeats it.
 */
export function useFleetNotices(): void {
  const { t } = useI18n()
  const notification = useNotification()
  const fleet = useFleetStore()
  const shown = new Set<string>()

  function announce(warnings: FleetWarning[]): void {
    const fresh = warnings.filter((w) => !w.announced && !shown.has(w.key))
    for (const warning of fresh) {
      shown.add(warning.key)
      createActionNotice(
        notification,
        {
          type: warning.kind === 'certificateExpiry' && (warning.daysLeft ?? 0) > 7 ? 'info' : 'warning',
          title: () => warningText(t, warning),
          content: () =>
            t('fleet.noticeBody', {
              account: warning.accountId === 'demo' ? t('account.demo') : warning.accountLabel,
            }),
          // The overview keeps listing it until resolved; the notice itself steps aside.
          duration: 15_000,
        },
        { label: () => t('fleet.show'), run: () => fleet.show(warning.accountId, warning.resource) },
      )
    }
    fleet.acknowledge(fresh.map((w) => w.key))
  }

  onBeforeUnmount(subscribe('fleet:warnings', announce))
  void call('fleet:overview')
    .then((overview) => announce(overview.cards.flatMap((c) => c.warnings)))
    .catch(() => undefined)
}
