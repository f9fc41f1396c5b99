import { h } from 'vue'
import { NButton, type NotificationApi, type NotificationOptions } from 'naive-ui'

/** A notice's one action: its words (and, where the words alone do not say what, a fuller name) and what it does. */
export interface NoticeAction {
  label: () => string
  ariaLabel?: () => string
  run: () => void
}

/**
 * A notice that stays while hovered and carries one text button: the button closes the notice, then does the action.
 * Words are render functions, so an open notice follows a change of language.
 */
export function createActionNotice(notification: NotificationApi, options: NotificationOptions, act: NoticeAction) {
  const notice = notification.create({
    keepAliveOnHover: true,
    ...options,
    action: () =>
      h(NButton, { text: true, type: 'primary', 'aria-label': act.ariaLabel?.(), onClick: closeThenRun }, act.label),
  })
  function closeThenRun(): void {
    notice.destroy()
    act.run()
  }
  return notice
}
