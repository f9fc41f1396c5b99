// `npm test`: every gate, each stage timed. Stages of one step run side by side (the two cores are not both busy
// with one of them), the steps in order; the first step with a failed stage ends the run, after its other stages
// have finished, and the run's exit status is non-zero. The stage times are printed at the end, failed or not.
// `HOSTDECK_TEST_ONLY=lint,unit` runs only the named stages (for trying the runner itself).
import { spawn } from 'node:child_process'

/** Each step's stages: npm scripts. The benches and the journeys run alone: both measure time or wait on it. */
const STEPS = [
  ['typecheck', 'lint', 'build', 'security'],
  ['test:unit', 'check:package'],
  ['bench:quick'],
  ['test:e2e'],
]

const only = process.env.HOSTDECK_TEST_ONLY?.split(',')
const times = []

/** Runs one npm script; a stage that runs beside others has its output held and printed whole when it ends. */
function stage(script, alone) {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn('npm', ['run', '-s', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000
      if (!alone) {
        process.stdout.write(`\n==> ${script}\n`)
        process.stdout.write(Buffer.concat(output))
      }
      const ok = code === 0
      console.log(`==> ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s`)
      times.push({ script, seconds, ok })
      resolve(ok)
    })
  })
}

function printTimes(totalSeconds) {
  console.log('\nStage times (s):')
  for (const t of times)
    console.log(`  ${t.script.padEnd(14)} ${t.seconds.toFixed(0).padStart(5)}  ${t.ok ? 'passed' : 'FAILED'}`)
  console.log(`  ${'all'.padEnd(14)} ${totalSeconds.toFixed(0).padStart(5)}`)
}

const started = performance.now()
let failed = false
for (const step of STEPS) {
  const stages = only ? step.filter((s) => only.includes(s)) : step
  if (stages.length === 0) continue
  console.log(`\n==> ${stages.join(' · ')}`)
  const results = await Promise.all(stages.map((s) => stage(s, stages.length === 1)))
  if (results.includes(false)) {
    failed = true
    break
  }
}
printTimes((performance.now() - started) / 1000)
process.exit(failed ? 1 : 0)
