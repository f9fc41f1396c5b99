type Translate = (key: string) => string

/**
 * What the backend has to tell once (a lock taken over at the start, changes whose outcome was checked, a journal
 * that could not be saved): notices to read, not failures of what the user did, so they are titled as such and
 * not "Something went wrong".
 */
export function sayHostNotices(
  notification: { warning(options: { title: string; content: string }): unknown },
  t: Translate,
  notices: readonly string[],
): void {
  for (const notice of notices) notification.warning({ title: t('errors.noticeTitle'), content: notice })
}
