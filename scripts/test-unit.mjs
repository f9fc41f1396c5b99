// `npm run test:unit`: the unit suite in a shuffled order (files and the tests inside them), with a seed that
// changes per run and is printed, so an order-dependent failure can be replayed:
//   HOSTDECK_TEST_SEED=<seed> npm run test:unit          (the same order again)
//   HOSTDECK_TEST_SEED=<seed> npm run test:unit -- <file> (that order, one file)
// Extra arguments go to vitest. `npx vitest run` stays the plain, unshuffled run.
import { spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'

const given = process.env.HOSTDECK_TEST_SEED
if (given !== undefined && !/^\d{1,9}$/.test(given)) {
  console.error(`HOSTDECK_TEST_SEED must be a whole number of up to 9 digits, not "${given}"`)
  process.exit(2)
}
const seed = given === undefined ? randomInt(1, 1e9) : Number(given)
const replay = `HOSTDECK_TEST_SEED=${seed} npm run test:unit`
console.log(`[unit] shuffled with seed ${seed} (replay: ${replay})`)
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--sequence.shuffle', `--sequence.seed=${seed}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
if (vitest.status !== 0) console.error(`[unit] failed with seed ${seed}: replay with ${replay}`)
process.exit(vitest.status ?? 1)
