import { h } from 'vue'
import { useDialog } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { accountStrip } from './account-strip'
import { useKit } from './kit-context'
import { useOnce } from './useOnce'

/** What a plain confirmation says, and what it runs once confirmed. */
export interface DangerConfirm {
  title: string
  content: string
  /** The confirming button's words (what it does: "Delete", the action's name). */
  confirm: string
  /** The confirming button's colour: error (default) for what destroys or interrupts, primary for what costs. */
  tone?: 'error' | 'primary'
  /** Runs on confirming; resolving to false keeps the dialog open (after a refusal it shows). */
  run: () => unknown
  /** What it changes is the user's own, on this machine (a saved view): no account's strip above it. */
  local?: boolean
}

/**
 * A plain confirmation for small damage (one record, one key, a disruptive action): naive's warning dialog
 * with Cancel, and the confirming button in the error colour, the one colour of everything that destroys or
 * interrupts (as every delete button). It runs once per intent: one confirmation open at a time, its button busy
 * from the first click until `run` settles. Large damage asks for typing instead (ConfirmByTyping).
 */
export function useDangerConfirm(): (ask: DangerConfirm) => void {
  const dialog = useDialog()
  const { t } = useI18n()
  const kit = useKit()
  let asking = false
  return ({ title, content, confirm, tone = 'error', run, local = false }) => {
    // One confirmation at a time: the second click of a double-click on what asks opens no second one.
    if (asking) return
    asking = true
    const { busy, once } = useOnce()
    let confirmed = false
    // The account it acts on, in its colour, above what it says (as every change dialog shows it).
    const activeId = local ? null : kit.activeAccountId.value
    const look = activeId ? kit.accountLook(activeId) : null
    const shown = dialog.warning({
      positiveButtonProps: { type: tone },
      // The second click of a double-click on what asked lands on the mask: it must not answer for the user.
      maskClosable: false,
      title,
      content: look ? () => h('div', [accountStrip(look, t), content]) : content,
      positiveText: confirm,
      negativeText: t('forms.cancel'),
      // Busy from the first click (useOnce); a click meanwhile, or while the dialog fades out, runs nothing.
      onPositiveClick: () => {
        if (busy.value || confirmed) return false
        shown.loading = true
        return once(async () => {
          try {
            confirmed = (await run()) !== false
          } finally {
            shown.loading = false
          }
          return confirmed ? undefined : false
        })
      },
      onAfterLeave: () => {
        asking = false
      },
    })
  }
}
