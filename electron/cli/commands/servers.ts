import type { TaskFinished, TaskList } from '../../shared/channels/tasks'
import { runServerActionSchema, type RunServerActionRequest } from '../../shared/channels/servers'
import type { ServerAction, ServerActionType } from '../../shared/models/servers'
import { REGISTRY } from '../../shared/resources/registry'
import type { CliArgs } from '../args'
import { CliError, EXIT, exitFor, usage } from '../exit-codes'
import type { Core } from '../host'
import { printOne } from '../output'
import type { ReadContext } from '../reads'
import { refusalText } from '../schema-flags'
import { changeAccount, printDryRun } from './changes'
import { earlierAttempt } from './earlier-attempt'
import { pick, readRows } from './resources'
import { OUTCOME_EXIT } from './tasks'
import { say } from '../words'

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

/** Sends the action; a refusal is its exit code, an uncertain one says how to check. */
async function send(
  core: Core,
  args: CliArgs,
  input: RunServerActionRequest,
  { id: accountId, label: accountLabel }: { id: string; label: string },
) {
  const sent = await core.attempt<ServerAction>('servers:runAction', input, {
    expectAccount: accountId,
    ...(args.confirm !== undefined && { confirmAccount: args.confirm }),
  })
  if ('value' in sent) return { id: sent.value.id, type: sent.value.type, phase: sent.value.phase }
  const check = sent.error.uncertain
    ? ` ${say('checkServer', { server: input.serverId, account: String(args.account) })}`
    : sent.error.kind === 'confirmAccount'
      ? ` ${say('addConfirm', { account: accountLabel })}`
      : ''
  throw new CliError(exitFor(sent.error), `${sent.error.message}${check}`)
}

/**
 * The same action on the same server still running (started by an earlier command that was stopped, even by kill
 * -9, or in the window): followed instead of sent again, so a rerun reports the first one's outcome.
 */
async function runningSame(core: Core, accountId: string, serverId: number, type: ServerActionType) {
  const { running } = await core.invoke<TaskList>('tasks:list')
  const same = running.find(
    (task) =>
      task.accountId === accountId &&
      task.resource.kind === 'server' &&
      task.resource.id === serverId &&
      task.type === type,
  )
  if (!same) return null
  process.stderr.write(`hostdeck: ${say('stillRunning', { title: same.title })}\n`)
  return { id: Number(same.key.split('|').at(-1)), type, phase: same.phase }
}

/** `servers reboot|power-on|power-off|shutdown NAME|ID --account NAME [--wait --timeout 60s]`. */
export async function runServerAction(ctx: ReadContext, args: CliArgs, type: ServerActionType): Promise<void> {
  const [, verb, wanted] = args.words
  if (!wanted) throw usage(say('needsServer', { verb: String(verb) }))
  const account = await changeAccount(ctx, args, `servers ${verb}`)
  const core = await ctx.core()
  const server = pick(await readRows(ctx, args, REGISTRY.server), wanted, 'servers')
  const serverId = Number(server.id)
  const checked = runServerActionSchema.safeParse({ serverId, type })
  if (!checked.success) throw usage(refusalText(checked.error))
  const channel = 'servers:runAction'
  if (args.dryRun) return printDryRun(args, channel, checked.data)
  const watch = taskEnd(core, account.id, serverId, args.timeoutMs)
  try {
    const running = await runningSame(core, account.id, serverId, type)
    const made = running ? null : await earlierAttempt(core, args, account.id, { channel, input: checked.data })
    if (made) return printOne({ id: serverId, name: server.name, state: made.outcome, journal: made.id }, args)
    const started = running ?? (await send(core, args, checked.data, account))
    const task = { id: started.id, type: started.type }
    if (!args.wait) return printOne({ id: serverId, name: server.name, state: started.phase, task }, args)
    const end = await watch.ended
    if (end === 'timeout')
      throw new CliError(
        EXIT.timedOut,
        say('waitTimedOut', { type, server: server.name, id: serverId, account: String(args.account) }),
      )
    await printOne({ id: serverId, name: server.name, state: end.phase, task }, args)
    if (end.phase !== 'done') throw new CliError(OUTCOME_EXIT[end.phase], end.title)
  } finally {
    watch.stop()
  }
}
