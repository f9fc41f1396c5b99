import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const preload = join(__dirname, 'electronegativity-got-1489.cjs')

/** Runs a script that throws an error of `name` whose stack passes through `where`, with the preload. */
function throwFrom(name: string, where: string) {
  const script = `const e = new Error('x'); e.name = ${JSON.stringify(name)};
    e.stack = e.name + ': x\\n    at f (${where})'; setTimeout(() => { throw e }); setTimeout(() => {}, 50)`
  return spawnSync(process.execPath, ['--require', preload, '-e', script], { encoding: 'utf8' })
}

describe('the preload for got issue #1489', () => {
  it.each(['RequestError', 'TimeoutError'])('drops an orphaned %s thrown inside got', (name) => {
    expect(throwFrom(name, '/x/node_modules/got/dist/source/core/index.js:970:65').status).toBe(0)
  })

  it('still ends the run on any other uncaught error', () => {
    expect(throwFrom('TimeoutError', '/x/node_modules/other/index.js:1:1').status).toBe(1)
    expect(throwFrom('TypeError', '/x/node_modules/got/index.js:1:1').status).toBe(1)
  })
})
