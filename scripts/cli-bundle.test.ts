import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bundleIsFresh, completionBundle, currentBundle } from './cli-bundle.mjs'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** A checkout in outline: package.json and one source, each written at `seconds` past the epoch. */
async function checkout() {
  const root = await mkdtemp(join(tmpdir(), 'hostdeck-bundle-'))
  folders.push(root)
  await mkdir(join(root, 'electron', 'core'), { recursive: true })
  const at = async (path: string, seconds: number) => {
    await writeFile(join(root, path), '')
    await utimes(join(root, path), seconds, seconds)
  }
  await at('package.json', 1_000)
  await at('electron/core/a.ts', 1_000)
  return { root, at }
}

describe("the command line's bundle", () => {
  it('is fresh only when present and newer than every source; a test file does not count', async () => {
    const { root, at } = await checkout()
    const bundle = join(root, 'hostdeck.mjs')
    expect(bundleIsFresh(bundle, root)).toBe(false)
    await at('hostdeck.mjs', 2_000_000_000)
    expect(bundleIsFresh(bundle, root)).toBe(true)
    await at('electron/core/a.test.ts', 2_100_000_000)
    expect(bundleIsFresh(bundle, root)).toBe(true)
    await at('electron/core/a.ts', 2_100_000_000)
    expect(bundleIsFresh(bundle, root)).toBe(false)
  })

  it('is what `hostdeck` runs (built first when old); the runner of the sources (Vite) is not loaded to answer', () => {
    const hostdeck = join(import.meta.dirname, '..', 'bin', 'hostdeck.mjs')
    const first = spawnSync(process.execPath, [hostdeck, 'help'], { encoding: 'utf8' })
    expect(first.status, first.stderr).toBe(0)
    expect(bundleIsFresh()).toBe(true)
    // Every module the answer resolves, said on stderr by a resolve hook in the process's own thread.
    const register = `data:text/javascript,${encodeURIComponent(
      "import { registerHooks } from 'node:module'; registerHooks({ resolve(s, c, next) { const r = next(s, c); process.stderr.write('loaded ' + r.url + '\\n'); return r } })",
    )}`
    const second = spawnSync(process.execPath, ['--import', register, hostdeck, 'help'], { encoding: 'utf8' })
    expect(second.status, second.stderr).toBe(0)
    expect(second.stderr).toContain(String(currentBundle()))
    expect(second.stderr).not.toMatch(/node_modules\/vite\//)
  }, 120_000)

  it('answers a Tab press (`__complete`) from its completion entry: none of the commands, their schemas or help', () => {
    const hostdeck = join(import.meta.dirname, '..', 'bin', 'hostdeck.mjs')
    expect(spawnSync(process.execPath, [hostdeck, 'help']).status).toBe(0)
    const register = `data:text/javascript,${encodeURIComponent(
      "import { registerHooks } from 'node:module'; registerHooks({ resolve(s, c, next) { const r = next(s, c); process.stderr.write('loaded ' + r.url + '\\n'); return r } })",
    )}`
    const tab = spawnSync(process.execPath, ['--import', register, hostdeck, '__complete', 'serv'], {
      encoding: 'utf8',
    })
    expect(tab.status, tab.stderr).toBe(0)
    expect(tab.stdout).toBe('servers\n')
    expect(tab.stderr).toContain(String(completionBundle()))
    expect(tab.stderr).not.toContain(String(currentBundle()))
    expect(tab.stderr).not.toMatch(/chunks\/(host|export|record-schema-ru)-/)
  }, 120_000)
})
