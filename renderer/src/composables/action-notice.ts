import { h } from 'vue'
import type { NotificationApi, NotificationOptions } from 'naive-ui'

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
    // A text button in the primary colour, as naive's `text` button draws it, without its code in the first paint
    // (the composables that make these notices run in the frame, before naive loads; see styles.css).
    action: () =>
      h(
        'button',
        { type: 'button', class: 'hd-text-button', 'aria-label': act.ariaLabel?.(), onClick: closeThenRun },
        act.label(),
      ),
  })
  function closeThenRun(): void {
    notice.destroy()
    act.run()
  }
  return notice
}
