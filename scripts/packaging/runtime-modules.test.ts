import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { modulesNotPackaged, runtimeModules } from './runtime-modules'

let project: string
beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'hostdeck-runtime-modules-'))
})
afterEach(async () => {
  await rm(project, { recursive: true, force: true })
})

async function write(files: Record<string, object>) {
  for (const [path, manifest] of Object.entries(files)) {
    await mkdir(dirname(join(project, path)), { recursive: true })
    await writeFile(join(project, path), JSON.stringify(manifest))
  }
}

/** electron-updater's shape: one dependency hoisted, one nested (a version of its own), a missing optional one. */
const PROJECT = {
  'package.json': {
    dependencies: { 'electron-updater': '^6' },
    devDependencies: { vitest: '^4' },
    optionalDependencies: { keytar: '^7' },
  },
  'node_modules/electron-updater/package.json': { dependencies: { 'builder-util-runtime': '9', 'js-yaml': '4' } },
  'node_modules/electron-updater/node_modules/js-yaml/package.json': { dependencies: { argparse: '2' } },
  'node_modules/js-yaml/package.json': { dependencies: {} },
  'node_modules/argparse/package.json': {},
  'node_modules/builder-util-runtime/package.json': { dependencies: { sax: '1' } },
  'node_modules/sax/package.json': {},
  'node_modules/vitest/package.json': {},
}

const packaged = (paths: string[]) => (path: string) => paths.includes(path)
const ALL = [
  'node_modules/electron-updater/package.json',
  'node_modules/electron-updater/node_modules/js-yaml/package.json',
  'node_modules/argparse/package.json',
  'node_modules/builder-util-runtime/package.json',
  'node_modules/sax/package.json',
]

describe('the packages the app requires at run time', () => {
  it('are the production dependencies and theirs, as Node resolves them; not the dev or absent optional ones', async () => {
    await write(PROJECT)
    const { modules, packages, missing } = runtimeModules(project)
    expect(modules).toEqual([
      { name: 'electron-updater', requiredFrom: '' },
      { name: 'builder-util-runtime', requiredFrom: 'node_modules/electron-updater' },
      { name: 'sax', requiredFrom: 'node_modules/builder-util-runtime' },
      { name: 'js-yaml', requiredFrom: 'node_modules/electron-updater' },
      { name: 'argparse', requiredFrom: 'node_modules/electron-updater/node_modules/js-yaml' },
    ])
    expect(packages).toBe(5)
    expect(missing).toEqual([])
    expect(modulesNotPackaged(modules, packaged(ALL))).toEqual([])
  })

  it("are missed in a package that left electron-updater's dependencies out, nested ones found where Node looks", async () => {
    await write(PROJECT)
    const { modules } = runtimeModules(project)
    const withoutItsOwn = ALL.filter(
      (p) => !p.includes('builder-util-runtime') && !p.includes('electron-updater/node_modules'),
    )
    expect(modulesNotPackaged(modules, packaged(withoutItsOwn))).toEqual([
      'builder-util-runtime (required by node_modules/electron-updater)',
      'js-yaml (required by node_modules/electron-updater)',
    ])
    // A hoisted copy serves the nested requirer, as Node's resolution walks up.
    expect(modulesNotPackaged(modules, packaged([...withoutItsOwn, 'node_modules/js-yaml/package.json']))).toEqual([
      'builder-util-runtime (required by node_modules/electron-updater)',
    ])
  })

  it('name what node_modules itself lacks', async () => {
    const { ['node_modules/sax/package.json']: _sax, ...withoutSax } = PROJECT
    await write(withoutSax)
    expect(runtimeModules(project).missing).toEqual(['sax (required by node_modules/builder-util-runtime)'])
  })
})
