import type { Handlers } from '../dispatch'
import type { taskChannels } from '../../shared/channels/tasks'
import type { HandlerContext } from './handler-context'

type TaskHandlers = Pick<Handlers, keyof typeof taskChannels>

/** The task centre: every followed task of every account. */
export function buildTaskHandlers({ tasks }: Pick<HandlerContext, 'tasks'>): TaskHandlers {
  return {
    // After the persisted tasks are loaded: a list asked for at start would lack the tasks of the last run.
    'tasks:list': async () => {
      await tasks.loaded()
      return tasks.list()
    },
    'tasks:dismiss': ({ key }) => tasks.dismiss(key),
    'tasks:clearFinished': () => tasks.clearFinished(),
    'tasks:acknowledge': ({ keys }) => tasks.acknowledge(keys),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    tasks: typeof buildTaskHandlers
  }
}
