// The command line's answer from the cache: `hostdeck servers ls -A --cached -o json` over 10 accounts holding
// 10,000 cached records between them (goal: median ≤ 250 ms from process start, and ≤ 4× a bare `node -e 0` timed
// in the same run), and completing a server name from the cache (goal ≤ 100 ms), through bin/hostdeck.mjs as a user calls it (its bundle is built first when old, outside the
// timing). The data folder is written directly (account records and snapshot caches, as the hosts write them): a
// cached read needs no keychain and no network.
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAccountRegistry } from '../electron/core/accounts/registry'
import { syntheticSnapshot } from '../electron/core/fleet/synthetic-fleet'
import { createSnapshotCache } from '../electron/core/session/snapshot-cache'
import type { Logger } from '../electron/core/ports'
import { figure, speedLoopMs } from './baseline'
import type { BenchOptions } from './options'

const root = join(import.meta.dirname, '..')
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }

/** Items in one account's synthetic snapshot at scale 1 (synthetic-fleet.ts): some 10,000. */
const ITEMS_AT_SCALE_1 = 10_000

/** A data folder of `accounts` accounts whose caches hold `records` items between them. */
async function dataFolder(accounts: number, records: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hostdeck-bench-cli-'))
  const registry = createAccountRegistry(dir, quiet)
  const cache = createSnapshotCache(dir, quiet)
  const scale = records / accounts / ITEMS_AT_SCALE_1
  for (let n = 1; n <= accounts; n++) {
    const added = await registry.add({
      label: `account-${n}`,
      baseUrl: 'http://127.0.0.1:9',
      authScheme: 'Bearer',
      color: '#18a058',
    })
    const snapshot = syntheticSnapshot(n, scale)
    const servers = (snapshot.servers ?? []).map((server) => ({ ...server, state: 'Active' }))
    await cache.write(added.id, { fetchedAt: new Date().toISOString(), snapshot: { ...snapshot, servers } })
  }
  return dir
}

/** The wall time of one run of `args` from spawn to exit, in ms; a failed run stops the bench. */
function wallMs(args: readonly string[], env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now()
  const run = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...env },
  })
  const ms = performance.now() - started
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} ended ${run.status}: ${run.stderr}`)
  return ms
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

export async function run(options: BenchOptions): Promise<void> {
  const [accounts, records, runs] = options.quick ? [2, 1_000, 3] : [10, 10_000, 15]
  const dir = await dataFolder(accounts, records)
  try {
    const command = ['bin/hostdeck.mjs', 'servers', 'ls', '-A', '--cached', '-o', 'json', '--data-dir', dir]
    // The first call builds the bundle when the sources are newer: not what a call costs.
    const listed = spawnSync(process.execPath, command, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    const rows = (JSON.parse(listed.stdout) as unknown[]).length
    const speed = speedLoopMs()
    const cli: number[] = []
    const bare: number[] = []
    const completion: number[] = []
    const completeName = ['bin/hostdeck.mjs', '__complete', 'servers', 'get', '--account', 'account-1', 'web-1-00']
    for (let i = 0; i < runs; i++) {
      cli.push(wallMs(command))
      bare.push(wallMs(['-e', '0']))
      completion.push(wallMs(completeName, { HOSTDECK_DATA_DIR: dir }))
    }
    const [cliMs, bareMs, completionMs] = [median(cli), median(bare), median(completion)]
    const goal = cliMs <= 250 && cliMs <= 4 * bareMs ? 'within' : 'OVER'
    console.log(
      `servers ls -A --cached -o json, ${accounts} accounts, ${records.toLocaleString('en')} cached records (${rows} servers listed): median ${cliMs.toFixed(0)} ms; node -e 0: ${bareMs.toFixed(0)} ms; ratio ${(cliMs / bareMs).toFixed(2)}× (goal ≤ 250 ms and ≤ 4×: ${goal})`,
    )
    figure(`cli: servers ls -A --cached -o json, ${accounts} accounts, median`, cliMs, { speed, floorMs: bareMs })
    console.log(
      `completion of a server name from the cache (bin/hostdeck.mjs __complete, the bundle's complete.mjs): median ${completionMs.toFixed(0)} ms; node -e 0: ${bareMs.toFixed(0)} ms (goal ≤ 100 ms: ${completionMs <= 100 ? 'within' : 'OVER'})`,
    )
    figure(`cli: completion of a server name, ${accounts} accounts, median`, completionMs, { speed, floorMs: bareMs })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
