import { computed, provide } from 'vue'
import { sameResource } from '@shared/resources'
import { call } from '../api/client'
import { accountLabel } from '../format/account-label'
import { i18n } from '../i18n'
import { KIT_CONTEXT, type KitContext } from './kit-context'
import { copySecret, revealSecret, type SecretSource } from './secret-copy'
import { useAccountsStore } from '../stores/accounts'
import { useChangesStore } from '../stores/changes'
import { useSelectionStore } from '../stores/selection'
import { useMutationGuard, useSessionStore } from '../stores/session'
import { useTasksStore } from '../stores/tasks'

/**
 * Gives the UI kit (components/kit) what it shows of the app, read here from the stores: whether changes
 * can be made, the active account, how to open a resource, whether the shown one was removed elsewhere.
 * Called once by the shell; every kit component below it reads it with `useKit`.
 */
export function useKitContext(): KitContext {
  const session = useSessionStore()
  const accounts = useAccountsStore()
  const selection = useSelectionStore()
  const changes = useChangesStore()
  const tasks = useTasksStore()
  const guard = useMutationGuard()
  /** The open account, which a secret is asked of (the backend refuses any other). */
  const openAccount = () => session.state?.accountId ?? ''

  const context: KitContext = {
    mutationBlockedReason: guard.reason,
    activeAccountId: computed(() => session.state?.accountId ?? null),
    accountLabel: (id) => accounts.accounts.find((a) => a.id === id)?.label ?? id,
    accountLook(id) {
      const account = accounts.byId(id)
      return account
        ? { label: accountLabel(account, (key) => i18n.global.t(key)), color: account.color, guard: account.guard }
        : null
    },
    async switchBack(id) {
      // Not accounts.switchTo: that starts the new account at its own place; this window stays where the form is.
      await session.adoptAnswer(call('accounts:switch', { id }))
      await accounts.load()
    },
    openResource: (ref) => selection.select(ref),
    goneOutside: computed(() => {
      const shown = selection.selected
      if (!changes.hasVanished(shown)) return false
      return ![...tasks.list.running, ...tasks.list.recent].some((task) => sameResource(task.resource, shown))
    }),
    revealSecret: (source: SecretSource) => revealSecret(openAccount(), source),
    copySecret: (source: SecretSource) => copySecret(openAccount(), source),
  }
  provide(KIT_CONTEXT, context)
  return context
}
