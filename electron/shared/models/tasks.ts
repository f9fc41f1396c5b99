/**
 * One task shape for every long-running operation the API reports: server actions,
 * storage tasks (inside `Tasks`) and the public-network deletion task.
 */
export type TaskPhase = 'pending' | 'running' | 'done' | 'failed' | 'unknown'

export const TASK_PHASES: readonly TaskPhase[] = ['pending', 'running', 'done', 'failed', 'unknown']

/** How a task ended. */
export type TaskOutcome = 'done' | 'failed' | 'unknown'

export interface Task {
  id: number
  /** Raw task type as the API names it, e.g. PowerOn, StorageUserBlock, DeletePublicNetwork. */
  type: string
  /** Raw state string, kept so the UI can show exactly what the server said. */
  state: string
  /** Derived from `state` by `taskPhase`; the tracker may later set 'unknown'. */
  phase: TaskPhase
  /** null when the API does not report progress (server actions don't). */
  progressPercent: number | null
  title: string | null
  startDate: string | null
  endDate: string | null
}

const PENDING = new Set(['new', 'postponed'])
const DONE = new Set(['completed'])
const FAILED = new Set(['failed', 'error', 'canceled', 'cancelled'])

/**
 * Maps a raw task state to a phase. Unknown states count as running (PRODUCT §2): a task we
 * cannot read must never look finished. 'unknown' is never returned here; only the tracker
 * sets it when a task stays running past its cap.
 */
export function taskPhase(state: string): TaskPhase {
  const key = state.trim().toLowerCase()
  if (PENDING.has(key)) return 'pending'
  if (DONE.has(key)) return 'done'
  if (FAILED.has(key)) return 'failed'
  return 'running'
}

/** True for phases after which a task will not change any more. */
export function isTaskFinished(phase: TaskPhase): boolean {
  return phase === 'done' || phase === 'failed'
}
