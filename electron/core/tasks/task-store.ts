import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { TASK_PHASES } from '../../shared/models'
import type { Logger } from '../ports'
import { readJsonFile, writeJsonFile } from '../files/json-file'
import { diskReason } from '../files/disk-errors'
import type { ReportProblem } from '../files/notice-box'
import type { TrackedTask } from './types'

const id = z.number().int()
const persistedTask = z.object({
  key: z.string(),
  accountId: z.string(),
  accountLabel: z.string(),
  title: z.string(),
  subject: z.string().optional(),
  resource: z.object({ kind: z.string(), id: z.union([z.number(), z.string()]), parentId: z.number().optional() }),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('serverAction'), serverId: id }),
    z.object({ kind: z.literal('storage'), userId: id.nullable() }),
    z.object({ kind: z.literal('publicNetworkDeletion'), networkId: id }),
    z.object({ kind: z.literal('serverState'), serverId: id, until: z.enum(['active', 'gone']) }),
    z.object({ kind: z.literal('image'), imageId: id, until: z.enum(['active', 'gone']) }),
  ]),
  task: z.object({
    id,
    type: z.string(),
    state: z.string(),
    phase: z.enum(TASK_PHASES),
    progressPercent: z.number().nullable(),
    title: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
  }),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  problem: z.string().nullable(),
  // Files from before notices were acknowledged: their ended tasks count as announced.
  announced: z.boolean().default(true),
})
const fileSchema = z.object({ version: z.literal(1), tasks: z.array(persistedTask) })

type PersistedTask = z.output<typeof persistedTask>

/** A task as written: all but its run state (paused) and scheduling, which a restart begins afresh. */
function toPersisted(task: TrackedTask): PersistedTask {
  const { paused: _paused, nextPollAt: _nextPollAt, lastDelayMs: _lastDelayMs, ...persisted } = task
  return persisted
}

/**
 * Followed tasks, one file per account under tasks/, written atomically so a restart resumes them. Writes of
 * one account are queued so an older list never lands after a newer one.
 */
export function createTaskStore(dataDir: string, log: Logger, problem?: ReportProblem) {
  const dir = join(dataDir, 'tasks')
  const fileOf = (accountId: string) => join(dir, `${encodeURIComponent(accountId)}.json`)
  const queues = new Map<string, Promise<void>>()

  async function readAccount(file: string): Promise<TrackedTask[]> {
    const read = await readJsonFile(join(dir, file), fileSchema)
    if (read.status === 'corrupt') {
      log.warn(`followed tasks in ${file} were unreadable (${read.reason}); moved to ${read.movedTo}`)
      problem?.(
        `tasksCorrupt:${file}`,
        `The followed tasks in ${file} could not be read and were set aside as ${read.movedTo}: tasks that were running are no longer followed. Check them in the account's resources.`,
      )
    }
    if (read.status !== 'ok') return []
    return read.value.tasks.map((t) => ({ ...t, paused: false, nextPollAt: 0, lastDelayMs: null }))
  }

  return {
    /** Every account's followed tasks, as the last run left them. */
    async readAll(): Promise<TrackedTask[]> {
      let files: string[]
      try {
        files = (await fs.readdir(dir)).filter((name) => name.endsWith('.json'))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      return (await Promise.all(files.map(readAccount))).flat()
    },

    /** Replaces one account's file with these tasks; no tasks removes the file. */
    write(accountId: string, tasks: TrackedTask[]): Promise<void> {
      const body = { version: 1 as const, tasks: tasks.map(toPersisted) }
      const previous = queues.get(accountId) ?? Promise.resolve()
      const next = previous
        .then(() =>
          body.tasks.length > 0 ? writeJsonFile(fileOf(accountId), body) : fs.rm(fileOf(accountId), { force: true }),
        )
        .then(
          () => problem?.('tasks', null),
          (error: unknown) => {
            log.warn(`could not save the followed tasks of account ${accountId}: ${(error as Error).message}`)
            problem?.(
              'tasks',
              `Hostdeck could not save the followed tasks (${diskReason(error)}). They are still followed while Hostdeck runs; after a restart their ends may not be announced.`,
            )
          },
        )
      queues.set(accountId, next)
      return next
    },

    /** Resolves once every queued write has landed. */
    async flushed(): Promise<void> {
      await Promise.all(queues.values())
    },
  }
}

export type TaskStore = ReturnType<typeof createTaskStore>
