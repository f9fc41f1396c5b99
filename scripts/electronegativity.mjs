// Runs Electronegativity over electron/ and fails on any finding: its own exit code ignores findings, so this
// counts the rows of its CSV report. A finding judged wrong is silenced inline (eng-disable) with its reason.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const report = join(root, '.tmp', 'electronegativity.csv')
mkdirSync(join(root, '.tmp'), { recursive: true })
const electronVersion = createRequire(import.meta.url)('electron/package.json').version
const bin = join(root, 'node_modules', '.bin', 'electronegativity')

const run = spawnSync(bin, ['-i', join(root, 'electron'), '-o', report, '-e', electronVersion, '-x', 'AvailableSecurityFixesGlobalCheck'], {
  encoding: 'utf8',
})
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
