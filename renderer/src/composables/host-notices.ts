type Translate = (key: string) => string

/** naive's notification API as host notices use it: a warning, and the handle it answers. */
interface Notifier {
  warning(options: { title: string; content: string }): { destroy(): void }
}

/**
 * What the backend has to tell once (a lock taken over at the start, changes whose outcome was checked, a journal
 * that could not be saved): notices to read, not failures of what the user did, so they are titled as such and not
 * "Something went wrong". They stay until closed, or until the user turns to a dialog (the journal they often
 * speak of, Settings…): shown at the top right, they would cover it.
 */
export function createHostNotices(notification: Notifier, t: Translate) {
  let shown: Array<{ destroy(): void }> = []
  return {
    say(notices: readonly string[]): void {
      for (const notice of notices)
        shown.push(notification.warning({ title: t('errors.noticeTitle'), content: notice }))
    },
    /** A dialog opened: the notices said so far are put away. */
    putAway(): void {
      for (const handle of shown) handle.destroy()
      shown = []
    },
  }
}
