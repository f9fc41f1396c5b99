import { useDialog } from 'naive-ui'
import { useI18n } from 'vue-i18n'

/** What a plain confirmation says, and what it runs once confirmed. */
export interface DangerConfirm {
  title: string
  content: string
  /** The confirming button's words (what it does: "Delete", the action's name). */
  confirm: string
  /** Runs on confirming; resolving to false keeps the dialog open (after a refusal it shows). */
  run: () => unknown
}

/**
 * A plain confirmation for small damage (one record, one key, a disruptive action): naive's warning dialog
 * with Cancel, and the confirming button in the error colour, the one colour of everything that destroys or
 * interrupts (as every delete button). Large damage asks for typing instead (ConfirmByTyping).
 */
export function useDangerConfirm(): (ask: DangerConfirm) => void {
  const dialog = useDialog()
  const { t } = useI18n()
  return ({ title, content, confirm, run }) => {
    dialog.warning({
      positiveButtonProps: { type: 'error' },
      title,
      content,
      positiveText: confirm,
      negativeText: t('forms.cancel'),
      onPositiveClick: run,
    })
  }
}
