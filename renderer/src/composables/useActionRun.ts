import { getCurrentInstance, inject, onScopeDispose, provide, type InjectionKey, type Ref } from 'vue'
import { call, newRequestId, withInvokeMeta } from '../api/client'
import { useSessionStore } from '../stores/session'
import { useOnce } from './useOnce'

/** A user action that can be in flight: a dialog asks it before closing, Cancel stops waiting for it. */
export interface ActionGuard {
  busy: Readonly<Ref<boolean>>
  /** Stops waiting for the change in flight (the backend answers "may have been made"); nothing when idle. */
  stop(): void
  /** The dialog this action belongs to (the account it was opened for). */
  bindDialog(dialog: DialogContext): void
}

/** What a dialog (CardDialog) shares with the actions in it. */
export interface DialogContext {
  /** The account active when the dialog opened: its changes are for that account and no other. */
  openedFor: Ref<string | null>
  guards: Set<ActionGuard>
}

export const DIALOG_CONTEXT: InjectionKey<DialogContext> = Symbol('dialog-context')

// Which dialogs are open in this window is the dialogs store's (a store may not import a composable).
export { anyDialogOpen, noteDialogOpen } from '../stores/dialogs'
export const ACTION_GUARD: InjectionKey<ActionGuard> = Symbol('action-guard')

/**
 * One user action's run (a form's submit, a confirmed deletion): busy from its first activation (useOnce: a
 * second activation meanwhile sends nothing), a request id its Cancel
 * names (`app:cancel`), and the account it was prepared for sent along (`expectAccount`), so the backend
 * refuses it, sending nothing, when another window switched the account meanwhile. Registers with the dialog
 * around it (or the one it renders), so Esc and the close button stop waiting instead of losing the dialog.
 */
export function useActionRun() {
  const session = useSessionStore()
  const { busy, once } = useOnce()
  let requestId: string | null = null
  let dialog: DialogContext | null = null

  const guard: ActionGuard = {
    busy,
    stop() {
      if (!busy.value || !requestId) return
      void call('app:cancel', { requestId }).catch(() => undefined)
    },
    bindDialog(context) {
      if (dialog === context) return
      dialog?.guards.delete(guard)
      dialog = context
      context.guards.add(guard)
    },
  }

  if (getCurrentInstance()) {
    const around = inject(DIALOG_CONTEXT, null)
    if (around) guard.bindDialog(around)
    provide(ACTION_GUARD, guard)
    onScopeDispose(() => dialog?.guards.delete(guard))
  }

  /** The account this action is for: the one its dialog was opened for, else the one shown now. */
  function account(): string | null {
    return dialog?.openedFor.value ?? session.state?.accountId ?? null
  }

  /** Sends the change with its request id and account; only inside `once` (run, or a submit that validates first). */
  async function send<T>(action: () => Promise<T>): Promise<T> {
    const id = newRequestId()
    requestId = id
    const expectAccount = account()
    try {
      return await withInvokeMeta({ requestId: id, ...(expectAccount && { expectAccount }) }, action)
    } finally {
      if (requestId === id) requestId = null
    }
  }

  /** Runs the change once: undefined, sending nothing, while one is already in flight. */
  const run = <T>(action: () => Promise<T>): Promise<T | undefined> => once(() => send(action))

  return { busy, run, once, send, stop: guard.stop, account, guard }
}
