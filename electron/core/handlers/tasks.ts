import type { Handlers } from '../dispatch'
import type { taskChannels } from '../../shared/channels/tasks'
import type { TaskTracker } from '../tasks/types'

type TaskHandlers = Pick<Handlers, keyof typeof taskChannels>

export function buildTaskHandlers(_tasks: TaskTracker): TaskHandlers {
  return {}
}
