import { ApiError } from '../api'
import { isTaskFinished } from '../../shared/models'
import { TASK_RESOURCE_GONE, type TaskOutcome } from '../../shared/channels/tasks'
import { nextPollDelay } from './pace'
import { groupTasks, type TaskApi, type TaskReading } from './poll-round'
import { pollerOf } from './sources'
import type { TrackedTask } from './types'

/** Tasks due this soon ride along in the current round instead of costing a round of their own. */
export const ROUND_SLACK_MS = 100

export interface RoundResult {
  /** Something the task centre shows has changed. */
  changed: boolean
  finished: Array<{ task: TrackedTask; phase: TaskOutcome }>
  /** The server asked us to wait (429 Retry-After): no round of this account before then. */
  retryAfterMs: number | null
  requests: number
}

/** A deletion ends when its resource is gone; for anything else a vanished resource leaves the end unknown. */
const goneMeansDone = (task: TrackedTask): boolean => pollerOf(task.source.kind).goneMeansDone(task)

function describe(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'rateLimited')
    return 'The API asked Hostdeck to slow down; reading again shortly.'
  return error instanceof Error ? error.message : String(error)
}

/** Applies one reading; answers how the task ended, or null while it runs. */
function apply(tracked: TrackedTask, reading: TaskReading | undefined, result: RoundResult): TaskOutcome | null {
  if (!reading || reading.kind === 'unseen') return null
  if (reading.kind === 'task') {
    const { state, phase, progressPercent, startDate, endDate } = reading.task
    const before = tracked.task
    if (before.state !== state || before.phase !== phase || before.progressPercent !== progressPercent)
      result.changed = true
    tracked.task = { ...before, state, phase, progressPercent, startDate: startDate ?? before.startDate, endDate }
    return isTaskFinished(phase) ? (phase as TaskOutcome) : null
  }
  if (reading.kind === 'gone' && !goneMeansDone(tracked)) {
    tracked.problem = TASK_RESOURCE_GONE
    return 'unknown'
  }
  // Gone after a deletion, or no longer listed while the resource has settled: the task has ended well.
  const state = (reading.kind === 'settled' && reading.resourceState) || 'Completed'
  tracked.task = {
    ...tracked.task,
    state,
    phase: 'done',
    progressPercent: tracked.task.progressPercent === null ? null : 100,
  }
  return 'done'
}

/**
 * One poll round of one account: one request per due group (coalesced), readings applied, the next poll of
 * each read task paced by its age, tasks past the cap declared unknown.
 */
export async function pollRound(
  running: TrackedTask[],
  ctx: { api: () => Promise<TaskApi>; now: () => number; capMs: number },
): Promise<RoundResult> {
  const result: RoundResult = { changed: false, finished: [], retryAfterMs: null, requests: 0 }
  const start = ctx.now()
  const groups = groupTasks(running).filter((g) => g.tasks.some((t) => t.nextPollAt <= start + ROUND_SLACK_MS))
  const ended = new Map<TrackedTask, TaskOutcome>()
  const note = (task: TrackedTask, problem: string | null) => {
    if (task.problem !== problem) result.changed = true
    task.problem = problem
  }

  try {
    const api = await ctx.api()
    await Promise.all(
      groups.map(async (group) => {
        result.requests++
        try {
          const readings = await group.read(api)
          for (const task of group.tasks) {
            note(task, null)
            const outcome = apply(task, readings.get(task.key), result)
            if (outcome) ended.set(task, outcome)
          }
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'rateLimited') {
            result.retryAfterMs = Math.max(result.retryAfterMs ?? 0, error.retryAfterMs ?? 0)
          }
          for (const task of group.tasks) note(task, describe(error))
        }
      }),
    )
  } catch (error) {
    // No API client for the account (e.g. its token is missing): say so on every task and keep pacing.
    for (const group of groups) for (const task of group.tasks) note(task, describe(error))
  }

  const end = ctx.now()
  for (const group of groups) {
    for (const task of group.tasks) {
      if (ended.has(task)) continue
      task.lastDelayMs = nextPollDelay(end - task.startedAt, task.lastDelayMs)
      task.nextPollAt = end + task.lastDelayMs
    }
  }
  for (const task of running) {
    if (!ended.has(task) && end - task.startedAt >= ctx.capMs) ended.set(task, 'unknown')
  }
  for (const [task, phase] of ended) result.finished.push({ task, phase })
  return result
}
