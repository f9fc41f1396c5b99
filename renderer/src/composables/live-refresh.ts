/** Pure helpers of live refresh: the data's age, the refresh key, whether the window can be seen. */

/** How "updated … ago" reads: just now, in seconds under a minute, in minutes under an hour, else the time. */
export type RefreshAge = { unit: 'now' } | { unit: 'seconds' | 'minutes'; n: number } | { unit: 'at' }

export function refreshAge(fetchedAt: Date, now: Date): RefreshAge {
  const seconds = Math.max(0, Math.floor((now.getTime() - fetchedAt.getTime()) / 1000))
  if (seconds < 5) return { unit: 'now' }
  if (seconds < 60) return { unit: 'seconds', n: seconds }
  if (seconds < 3600) return { unit: 'minutes', n: Math.floor(seconds / 60) }
  return { unit: 'at' }
}

/** F5, Ctrl+R, or Cmd+R on macOS (Shift for a "hard" reload too): the key people press to refresh. */
export function isRefreshKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  mac: boolean,
): boolean {
  if (event.altKey) return false
  if (event.key === 'F5') return !event.metaKey
  return event.key.toLowerCase() === 'r' && (mac ? event.metaKey : event.ctrlKey)
}

export const isMac = (): boolean => /mac/i.test(navigator.platform || navigator.userAgent)

/** Whether the user can see the window now: the page is not hidden (minimised, another tab, another desktop). */
export function windowVisible(doc: Pick<Document, 'visibilityState'> = document): boolean {
  return doc.visibilityState !== 'hidden'
}
