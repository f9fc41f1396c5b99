import type { Task } from '@shared/models'
import { isTaskFinished } from '@shared/models'

/** "1.5 GB" (decimal units, as storage providers bill). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0 }).format(value)} ${units[unit]}`
}

/** The task still running on a user (a block or unblock in progress), if any. */
export function runningTask(tasks: readonly Task[]): Task | null {
  return tasks.filter((t) => !isTaskFinished(t.phase)).at(-1) ?? null
}

/** Blocked users can be unblocked; everyone else can be blocked. */
export function isBlocked(state: string): boolean {
  return state.trim().toLowerCase() === 'blocked'
}
