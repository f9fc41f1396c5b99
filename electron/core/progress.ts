import type { ImportProgress } from '../shared/channels/dns'
import type { TaskList } from '../shared/channels/tasks'

/** How far the long work is: a fraction (0–1), under way with no measure, or nothing running. */
export type ProgressLevel = number | 'indeterminate' | null

/** The taskbar button's (Windows, Linux) or dock icon's (macOS) progress bar; the desktop host's is the window's. */
export interface ProgressPort {
  show(level: ProgressLevel): void
}

/**
 * What the bar shows: a running zone import's share of its changes sent; otherwise the running tasks' mean
 * percent, or under way when one gives none; nothing when nothing runs.
 */
export function progressLevel(imports: Iterable<ImportProgress>, tasks: TaskList | null): ProgressLevel {
  const running = [...imports].filter((batch) => batch.state === 'running' || batch.state === 'stopping')
  if (running.length > 0) {
    const total = running.reduce((sum, batch) => sum + batch.total, 0)
    const done = running.reduce((sum, batch) => sum + batch.applied.length + batch.failed.length, 0)
    return total > 0 ? Math.min(1, done / total) : 'indeterminate'
  }
  const live = tasks?.running ?? []
  if (live.length === 0) return null
  if (live.some((task) => task.progressPercent === null)) return 'indeterminate'
  return live.reduce((sum, task) => sum + (task.progressPercent ?? 0), 0) / live.length / 100
}

/** Follows the backend's events and keeps `port` showing their progress; answers the unsubscribe. */
export function followProgress(
  on: (event: string, listener: (payload: unknown) => void) => () => void,
  port: ProgressPort,
): () => void {
  const imports = new Map<string, ImportProgress>()
  let tasks: TaskList | null = null
  let shown: ProgressLevel | undefined
  const update = () => {
    const level = progressLevel(imports.values(), tasks)
    if (level !== shown) port.show(level)
    shown = level
  }
  const stops = [
    on('dns:importProgress', (payload) => {
      const batch = payload as ImportProgress
      if (batch.state === 'running' || batch.state === 'stopping') imports.set(batch.batchId, batch)
      else imports.delete(batch.batchId)
      update()
    }),
    on('tasks:changed', (payload) => {
      tasks = payload as TaskList
      update()
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
