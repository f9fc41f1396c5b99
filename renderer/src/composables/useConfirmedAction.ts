import { ref } from 'vue'
import { useMessage } from 'naive-ui'
import { toHostdeckError, type HostdeckError } from '@shared/errors'
import { useI18n } from 'vue-i18n'
import { useActionRun } from './useActionRun'
import { useChangeCheck } from './useChangeCheck'
import type { ChangeCheck } from './change-visible'

/**
 * The state behind a confirmation dialog (ConfirmByTyping): `ask()` opens it, `run()` does the action with the
 * dialog busy; a refusal stays in the dialog, success closes it and says so (when `success` has words for it).
 * With `check`, a change that may have been made is checked by re-reading (see useFormSubmit): made closes
 * the dialog as a success would; not visible yet offers the action again after one more look and a confirmation.
 */
export function useConfirmedAction<T>(
  action: () => Promise<T>,
  opts: {
    success?: () => string | undefined
    onDone?: (result: T) => void
    check?: () => ChangeCheck
    onMade?: () => void
  } = {},
) {
  const message = useMessage()
  const { t } = useI18n()
  const open = ref(false)
  const checking = useChangeCheck(() => {
    message.success(t('forms.uncertain.made'))
    open.value = false
    opts.onMade?.()
  })
  const runner = useActionRun()
  const busy = runner.busy
  const error = ref<HostdeckError | null>(null)

  function ask(): void {
    error.value = null
    checking.clear()
    open.value = true
  }

  /** Busy from this call on (useOnce): a second click or Enter before the answer sends nothing. */
  function run(): Promise<void> {
    if (checking.outcome.value === 'checking') return Promise.resolve()
    return runner.once(confirmed).then(() => undefined)
  }

  async function confirmed(): Promise<void> {
    // Sending again after "not visible yet": one more look first, and a second click to confirm.
    const go = checking.mayRetry()
    if (go !== true && !(await go)) return
    error.value = null
    checking.clear()
    const change = opts.check?.()
    try {
      const result = await runner.send(action)
      const said = opts.success?.()
      if (said) message.success(said)
      open.value = false
      opts.onDone?.(result)
    } catch (caught) {
      error.value = toHostdeckError(caught)
      if (error.value.uncertain && change) void checking.check(change)
    }
  }

  return { open, busy, error, ask, run, stop: runner.stop, outcome: checking.outcome }
}
