import { commandWords, readArgs, type CliArgs, type ExtraOptions } from './args'
import { openCacheShelf } from './cache-shelf'
import { CliError, EXIT, usage } from './exit-codes'
import { fullHelp, nounHelp } from './help'
import type { Core } from './host'
import type { ReadContext } from './reads'
import { keepActiveAccount } from './session'
import { runAccounts } from './commands/accounts'
import { runRead } from './commands/resources'
import { kindOfNoun } from './commands/nouns'
import { runServerAction } from './commands/servers'
import { SERVER_VERBS } from './commands/server-verbs'
import { dnsRecordChange, recordOptions } from './commands/dns-records'
import { runJournal } from './commands/journal'
import { runTasks } from './commands/tasks'
import { runApi } from './commands/api'
import { runAccountCurrent } from './commands/account-current'
import { completionScript } from './commands/completion'
import { defaultDataDir } from '../web/data-dir'
import { say } from './words'

/** The command `args` names, as a run; null when it is answered already (help). */
function commandOf(args: CliArgs): ((ctx: ReadContext) => Promise<void>) | null {
  const [noun, verb] = args.words
  if (!noun || noun === 'help') {
    const topic = noun ? args.words[1] : undefined
    const text = topic ? nounHelp(topic) : fullHelp()
    if (text === null) throw usage(say('noCommand', { word: String(topic) }))
    process.stdout.write(text)
    return null
  }
  if (args.help || !verb) {
    const text = nounHelp(noun)
    if (text === null) throw usage(say('noCommand', { word: noun }))
    process.stdout.write(text)
    return null
  }
  if (noun === 'completion') {
    process.stdout.write(completionScript(verb))
    return null
  }
  if (noun === 'accounts') return async (ctx) => runAccounts(await ctx.core(), args)
  // Loaded for its command only: the export code brings CSV and YAML writers every other call can do without.
  if (noun === 'export') return async (ctx) => (await import('./commands/export')).runExport(ctx, args)
  if (noun === 'account') return (ctx) => runAccountCurrent(ctx.shelf, args)
  if (noun === 'api') return (ctx) => runApi(ctx.shelf, args)
  if (noun === 'tasks') return async (ctx) => runTasks(await ctx.core(), args)
  if (noun === 'journal') return async (ctx) => runJournal(await ctx.core(), args)
  const found = kindOfNoun(noun)
  if (!found) throw usage(say('noCommand', { word: noun }))
  const action = found.kind === 'server' ? SERVER_VERBS[verb] : undefined
  if (action) return (ctx) => runServerAction(ctx, args, action)
  const change = found.kind === 'dnsRecord' ? dnsRecordChange(args) : null
  return change ?? ((ctx) => runRead(ctx, args, noun, found.descriptor))
}

/** The flags a command takes from its channel's schema, known once its words are. */
function extraOptionsOf(words: readonly string[]): ExtraOptions {
  const [noun, verb] = words
  return noun && kindOfNoun(noun)?.kind === 'dnsRecord' && verb === 'add' ? recordOptions() : {}
}

/** What a shell reports for a command stopped by Ctrl+C (128 + SIGINT). */
const EXIT_INTERRUPTED = 130

/**
 * The core, opened on first need (a read from the cache never needs it) and closed at the command's end with the
 * window's active account put back.
 */
function holdCore(dataDir: string) {
  let opened: Promise<{ core: Core; putBack: () => Promise<void> }> | undefined
  const open = async () => {
    // A host running on the folder (the desktop app, the browser host) is used through its socket: its session,
    // tasks and journal; else the core runs here. Loaded only for a command that needs it: help, usage errors and
    // cached reads answer without either.
    const { connectToHost } = await import('./host-link-client')
    const core = (await connectToHost(dataDir)) ?? (await (await import('./host')).openCore(dataDir))
    // Ctrl+C (or a kill) while waiting stops the wait, not the change: the core closes (the folder's lock and the
    // journal written out), nothing is sent again, and the task goes on where the next run or the window follows it.
    const stop = () =>
      void core.close().finally(() => {
        process.stderr.write(`hostdeck: ${say('stopped')}\n`)
        process.exit(EXIT_INTERRUPTED)
      })
    process.once('SIGINT', stop).once('SIGTERM', stop)
    return { core, putBack: await keepActiveAccount(core) }
  }
  return {
    core: async () => (await (opened ??= open())).core,
    async close(): Promise<void> {
      const held = await opened?.catch(() => undefined)
      if (held) await held.putBack().finally(() => held.core.close())
    },
  }
}

async function main(argv: readonly string[]): Promise<number> {
  // Where the bundle has no completion entry of its own (complete-entry.ts), Tab is answered here.
  if (argv[0] === '__complete')
    return (await import('./complete-main')).completeWords(argv.slice(1)).then(() => EXIT.done)
  const extra = extraOptionsOf(commandWords(argv))
  const args = readArgs(argv, process.env, process.stdout.isTTY === true, process.cwd(), extra)
  const run = commandOf(args)
  if (!run) return EXIT.done
  const dataDir = args.dataDir ?? defaultDataDir()
  const held = holdCore(dataDir)
  try {
    await run({ shelf: openCacheShelf(dataDir), core: held.core })
    return EXIT.done
  } finally {
    await held.close()
  }
}

/** Exits once stdout has taken everything: to a pipe it writes later, and an exit before that cuts a listing short. */
const exitAfterOutput = (code: number) => void process.stdout.write('', () => process.exit(code))

main(process.argv.slice(2)).then(exitAfterOutput, (error: unknown) => {
  const known = error instanceof CliError
  process.stderr.write(`hostdeck: ${error instanceof Error ? error.message : String(error)}\n`)
  exitAfterOutput(known ? error.code : EXIT.trouble)
})
