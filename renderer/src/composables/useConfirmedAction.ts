import { ref } from 'vue'
import { useMessage } from 'naive-ui'
import { toHostdeckError, type HostdeckError } from '@shared/errors'
import { useActionRun } from './useActionRun'

/**
 * The state behind a confirmation dialog (ConfirmByTyping): `ask()` opens it, `run()` does the action with the
 * dialog busy; a refusal stays in the dialog, success closes it and says so (when `success` has words for it).
 */
export function useConfirmedAction<T>(
  action: () => Promise<T>,
  opts: { success?: () => string | undefined; onDone?: (result: T) => void } = {},
) {
  const message = useMessage()
  const open = ref(false)
  const runner = useActionRun()
  const busy = runner.busy
  const error = ref<HostdeckError | null>(null)

  function ask(): void {
    error.value = null
    open.value = true
  }

  async function run(): Promise<void> {
    error.value = null
    try {
      const result = await runner.run(action)
      const said = opts.success?.()
      if (said) message.success(said)
      open.value = false
      opts.onDone?.(result)
    } catch (caught) {
      error.value = toHostdeckError(caught)
    }
  }

  return { open, busy, error, ask, run, stop: runner.stop }
}
