import { parseCliArgs, USAGE } from './cli-args'
import { resolveDialect } from './dialect'
import { DNS_USAGE, takeDnsFlags } from './dns-server/cli-dns'
import { startSandboxDns } from './dns-server'
import { startSandbox } from './index'

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(`${USAGE}\n${DNS_USAGE}`)
    return
  }
  let options
  let dnsFlags
  try {
    dnsFlags = takeDnsFlags(args)
    options = parseCliArgs(dnsFlags.rest)
    // An invalid HOSTDECK_SANDBOX_DIALECT is a usage error too.
    options.dialect = resolveDialect(options.dialect)
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}\n${DNS_USAGE}`)
    process.exitCode = 2
    return
  }
  const sandbox = await startSandbox(options)
  // The demo customer's zones, served on loopback (or the only customer's, with --scale).
  const dns = await startSandboxDns({
    zones: () => sandbox.state(sandbox.demoToken).zones.values(),
    host: options.host?.includes(':') ? options.host : '127.0.0.1',
    delayMs: dnsFlags.delayMs,
  })
  console.log(`Hostdeck API sandbox listening on ${sandbox.baseUrl}`)
  console.log(`  demo token:  ${sandbox.demoToken}`)
  console.log(`  admin key:   ${sandbox.adminKey}   (header X-Sandbox-Admin-Key, for ${sandbox.baseUrl}/__sandbox/...)`)
  console.log(`  task pace:   ${options.paceMs ?? 1000} ms per step`)
  console.log(`  dialect:     ${sandbox.dialect}`)
  console.log(`  DNS:         name server ${dns.nameServer} at ${dns.host} port ${dns.port} (UDP and TCP)`)
  console.log(
    `               resolver ${dns.host}:${dns.resolverPort}; a change is served after ${dnsFlags.delayMs} ms`,
  )
  console.log(
    `               (Hostdeck: a zone's "Is it live?" → Where to ask: that resolver, name servers' port ${dns.port})`,
  )
  console.log('Press Ctrl+C to stop.')

  const stop = (signal: string): void => {
    console.log(`\n${signal}: stopping the sandbox`)
    Promise.all([sandbox.close(), dns.close()]).then(
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
