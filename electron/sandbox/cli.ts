import { parseCliArgs, USAGE } from './cli-args'
import { resolveDialect } from './dialect'
import { startSandbox } from './index'

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return
  }
  let options
  try {
    options = parseCliArgs(args)
    // An invalid HOSTDECK_SANDBOX_DIALECT is a usage error too.
    options.dialect = resolveDialect(options.dialect)
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exitCode = 2
    return
  }
  const sandbox = await startSandbox(options)
  console.log(`Hostdeck API sandbox listening on ${sandbox.baseUrl}`)
  console.log(`  demo token:  ${sandbox.demoToken}`)
  console.log(`  admin key:   ${sandbox.adminKey}   (header X-Sandbox-Admin-Key, for ${sandbox.baseUrl}/__sandbox/...)`)
  console.log(`  task pace:   ${options.paceMs ?? 1000} ms per step`)
  console.log(`  dialect:     ${sandbox.dialect}`)
  console.log('Press Ctrl+C to stop.')

  const stop = (signal: string): void => {
    console.log(`\n${signal}: stopping the sandbox`)
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
