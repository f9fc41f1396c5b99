// Runs Electronegativity over electron/ with every check (AvailableSecurityFixesGlobalCheck included: it flags an
// Electron with security fixes released after it, where the release list can be fetched) and fails on any finding:
// its own exit code ignores findings, so this counts the rows of its CSV report. A finding judged wrong is silenced
// inline (eng-disable) with its reason. Run on this Node with a preload that works around a bug of its HTTP client
// (electronegativity-got-1489.cjs).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const report = join(root, '.tmp', 'electronegativity.csv')
mkdirSync(join(root, '.tmp'), { recursive: true })
const electronVersion = createRequire(import.meta.url)('electron/package.json').version
const cli = join(root, 'node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js')
const preload = join(import.meta.dirname, 'electronegativity-got-1489.cjs')

const run = spawnSync(
  process.execPath,
  ['--require', preload, cli, '-i', join(root, 'electron'), '-o', report, '-e', electronVersion],
  {
    encoding: 'utf8',
  },
)
if (run.status !== 0) {
  console.error(run.stdout, run.stderr)
  console.error(`Electronegativity itself failed (exit ${run.status}).`)
  process.exit(1)
}
const findings = readFileSync(report, 'utf8').trim().split('\n').slice(1).filter(Boolean)
if (findings.length > 0) {
  console.error(`Electronegativity: ${findings.length} finding(s):\n${findings.join('\n')}`)
  process.exit(1)
}
console.log('Electronegativity: 0 findings over electron/')
// Offline, AvailableSecurityFixesGlobalCheck has no release list to compare with: say so rather than pass silently.
if (/fetching Electron's releases/.test(run.stdout)) {
  console.log(
    `Electronegativity could not fetch Electron's release list (offline?): whether Electron ${electronVersion} has later security fixes was not checked.`,
  )
}
