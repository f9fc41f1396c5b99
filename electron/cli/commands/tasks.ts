import type { TaskFinished, TaskList, TaskView } from '../../shared/channels/tasks'
import type { CliArgs } from '../args'
import { CliError, EXIT, usage } from '../exit-codes'
import type { Core } from '../host'
import { printList, printOne, type Row } from '../output'

/** A task as a row: its key is its id (`tasks wait` takes it, or the service's task id after the last `|`). */
const rowOf = (task: TaskView): Row => ({
  id: task.key,
  name: task.title,
  state: task.phase,
  account: task.accountLabel,
  type: task.type,
  resource: task.name,
  startedAt: new Date(task.startedAt).toISOString(),
  endedAt: task.endedAt === null ? null : new Date(task.endedAt).toISOString(),
  problem: task.problem,
})

/** The task `wanted` names: its key, or the service's task id (the key's last part); two such is a usage error. */
function findTask(list: TaskList, wanted: string): TaskView {
  const all = [...list.running, ...list.recent]
  const found = all.filter((task) => task.key === wanted || task.key.split('|').at(-1) === wanted)
  if (found.length === 1 && found[0]) return found[0]
  if (found.length > 1)
    throw usage(`Several tasks have the id ${wanted}: give one's key (${found.map((t) => t.key).join(', ')}).`)
  throw usage(`No task followed by Hostdeck has the id "${wanted}". See them with "hostdeck tasks ls".`)
}

/** The exit code of how a task ended: done 0, failed 4, unknown (stopped answering) 6. */
export const OUTCOME_EXIT = { done: EXIT.done, failed: EXIT.taskFailed, unknown: EXIT.uncertain } as const

/** Waits for the task's end (announced once by the core's tracker), or the timeout (exit 5: the task goes on). */
async function waitFor(core: Core, task: TaskView, timeoutMs: number): Promise<TaskFinished['phase']> {
  let stop = () => undefined as void
  const ended = new Promise<TaskFinished['phase'] | 'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs)
    const off = core.on('tasks:finished', (payload) => {
      const finished = payload as TaskFinished
      if (finished.key === task.key) resolve(finished.phase)
    })
    stop = () => {
      clearTimeout(timer)
      off()
    }
  })
  try {
    // Asked after listening: a task that ended in between is in the list's recent ones.
    const now = findTask(await core.invoke<TaskList>('tasks:list'), task.key)
    if (now.phase === 'done' || now.phase === 'failed' || now.phase === 'unknown') return now.phase
    const end = await ended
    if (end === 'timeout')
      throw new CliError(
        EXIT.timedOut,
        `${task.title} has not ended within the timeout; it goes on. Follow it with: hostdeck tasks wait ${task.key}`,
      )
    return end
  } finally {
    stop()
  }
}

/** `tasks ls` (running and recent tasks of every account) and `tasks wait ID [--timeout 10m]`. */
export async function runTasks(core: Core, args: CliArgs): Promise<void> {
  const [, verb, wanted] = args.words
  const list = await core.invoke<TaskList>('tasks:list')
  if (verb === 'ls' || verb === 'list')
    return printList([...list.running, ...list.recent].map(rowOf), args, ['id', 'name', 'state', 'account'])
  if (verb === 'wait') {
    if (!wanted) throw usage('"tasks wait" needs the id of a task (see "hostdeck tasks ls").')
    const task = findTask(list, wanted)
    const phase = await waitFor(core, task, args.timeoutMs)
    await printOne({ ...rowOf(task), state: phase }, args)
    if (phase !== 'done') throw new CliError(OUTCOME_EXIT[phase], `${task.title}: ${phase}`)
    return
  }
  throw usage(`"tasks" has no command "${verb ?? ''}". Run "hostdeck tasks --help".`)
}
