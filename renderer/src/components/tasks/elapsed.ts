import type { TaskView } from '@shared/channels/tasks'

/** 0:07, 12:05, 1:02:03: a clock-style duration that reads the same in every language. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** A running task's elapsed time now, from the backend's figure and when it arrived. */
export function elapsedNow(task: Pick<TaskView, 'elapsedMs' | 'endedAt'>, receivedAt: number, now: number): number {
  return task.endedAt === null ? task.elapsedMs + Math.max(0, now - receivedAt) : task.elapsedMs
}
