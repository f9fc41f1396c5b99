import { readArgs, type CliArgs } from './args'
import { CliError, EXIT, usage } from './exit-codes'
import { fullHelp, nounHelp } from './help'
import type { Core } from './host'
import { keepActiveAccount } from './session'
import { runAccounts } from './commands/accounts'
import { kindOfNoun, runRead } from './commands/resources'
import { SERVER_VERBS, runServerAction } from './commands/servers'

/** The command `args` names, as a run on the core; null when it needs no core (help). */
function commandOf(args: CliArgs): ((core: Core) => Promise<void>) | null {
  const [noun, verb] = args.words
  if (!noun || noun === 'help') {
    const topic = noun ? args.words[1] : undefined
    const text = topic ? nounHelp(topic) : fullHelp()
    if (text === null) throw usage(`"${topic}" is no command. Run "hostdeck help".`)
    process.stdout.write(text)
    return null
  }
  if (args.help || !verb) {
    const text = nounHelp(noun)
    if (text === null) throw usage(`"${noun}" is no command. Run "hostdeck help".`)
    process.stdout.write(text)
    return null
  }
  if (noun === 'accounts') return (core) => runAccounts(core, args)
  const found = kindOfNoun(noun)
  if (!found) throw usage(`"${noun}" is no command. Run "hostdeck help".`)
  const action = found.kind === 'server' ? SERVER_VERBS[verb] : undefined
  if (action) return (core) => runServerAction(core, args, action)
  return (core) => runRead(core, args, noun, found.descriptor)
}

/** What a shell reports for a command stopped by Ctrl+C (128 + SIGINT). */
const EXIT_INTERRUPTED = 130

async function main(argv: readonly string[]): Promise<number> {
  const args = readArgs(argv, process.env, process.stdout.isTTY === true)
  const run = commandOf(args)
  if (!run) return EXIT.done
  // The core is loaded only for a command that needs it: help and usage errors answer without it.
  const { openCore } = await import('./host')
  const core = await openCore(args.dataDir)
  // Ctrl+C (or a kill) while waiting stops the wait, not the change: the core closes (the folder's lock and the
  // journal written out), nothing is sent again, and the task goes on where the next run or the window follows it.
  const stop = () =>
    void core.close().finally(() => {
      process.stderr.write('hostdeck: stopped; a change already sent goes on (see it with "servers get").\n')
      process.exit(EXIT_INTERRUPTED)
    })
  process.once('SIGINT', stop).once('SIGTERM', stop)
  const putBack = await keepActiveAccount(core)
  try {
    await run(core)
    return EXIT.done
  } finally {
    await putBack().finally(() => core.close())
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CliError
    process.stderr.write(`hostdeck: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(known ? error.code : EXIT.trouble)
  },
)
