import type { TaskFinished } from '../../shared/channels/tasks'
import type { ServerAction, ServerActionType } from '../../shared/models/servers'
import { REGISTRY } from '../../shared/resources/registry'
import type { CliArgs } from '../args'
import { CliError, EXIT, exitFor, usage } from '../exit-codes'
import type { Core } from '../host'
import { printOne } from '../output'
import { findAccount } from '../session'
import { pick, readRows } from './resources'

/** The server actions the command line offers so far, by their verb. */
export const SERVER_VERBS: Readonly<Record<string, ServerActionType>> = {
  reboot: 'PowerReboot',
  'power-on': 'PowerOn',
  'power-off': 'PowerOff',
  shutdown: 'ShutDownGuestOS',
}

/** Resolves once the task on `serverId` ends (its tasks:finished, said once by the core's tracker), or on timeout. */
function taskEnd(core: Core, accountId: string, serverId: number, timeoutMs: number) {
  let stop = () => {}
  const ended = new Promise<TaskFinished | 'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs)
    const off = core.on('tasks:finished', (payload) => {
      const task = payload as TaskFinished
      if (task.accountId === accountId && task.resource.kind === 'server' && task.resource.id === serverId)
        resolve(task)
    })
    stop = () => {
      clearTimeout(timer)
      off()
    }
  })
  return { ended, stop }
}

const OUTCOME_EXIT = { done: EXIT.done, failed: EXIT.taskFailed, unknown: EXIT.uncertain } as const

/** `servers reboot|power-on|power-off|shutdown NAME|ID --account NAME [--wait --timeout 60s]`. */
export async function runServerAction(core: Core, args: CliArgs, type: ServerActionType): Promise<void> {
  const [, verb, wanted] = args.words
  if (!args.account)
    throw usage(
      `A change needs its account said: --account NAME (or HOSTDECK_ACCOUNT, or a .hostdeck-account file). "servers ${verb}" is not sent to whichever account the window shows.`,
    )
  if (!wanted) throw usage(`"servers ${verb}" needs the name or id of a server.`)
  const account = await findAccount(core, args.account)
  const server = pick(await readRows(core, args, REGISTRY.server), wanted, 'servers')
  const serverId = Number(server.id)
  const watch = taskEnd(core, account.id, serverId, args.timeoutMs)
  try {
    const sent = await core.attempt<ServerAction>(
      'servers:runAction',
      { serverId, type },
      { expectAccount: account.id, ...(args.confirm !== undefined && { confirmAccount: args.confirm }) },
    )
    if ('error' in sent) {
      const check = sent.error.uncertain
        ? ` Check with: hostdeck servers get ${serverId} --account ${args.account}`
        : sent.error.kind === 'confirmAccount'
          ? ` Add --confirm "${account.label}".`
          : ''
      throw new CliError(exitFor(sent.error), `${sent.error.message}${check}`)
    }
    const task = { id: sent.value.id, type: sent.value.type }
    if (!args.wait) return printOne({ id: serverId, name: server.name, state: sent.value.phase, task }, args.output)
    const end = await watch.ended
    if (end === 'timeout')
      throw new CliError(
        EXIT.timedOut,
        `${type} of ${server.name} has not ended within the timeout; it goes on. Follow it with: hostdeck servers get ${serverId} --account ${args.account}`,
      )
    printOne({ id: serverId, name: server.name, state: end.phase, task }, args.output)
    if (end.phase !== 'done') throw new CliError(OUTCOME_EXIT[end.phase], end.title)
  } finally {
    watch.stop()
  }
}
