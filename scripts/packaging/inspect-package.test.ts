import { mkdir, mkdtemp, rm, writeFile, copyFile, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createPackageWithOptions } from '@electron/asar'
import { FuseV1Options, FuseVersion, flipFuses, type FuseV1Config } from '@electron/fuses'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  checkFuseSettings,
  checkUpdateConfig,
  checkIconSet,
  checkFusesApplied,
  inspectPackage,
  pathsMainLoads,
  readFuseSettings,
  type FuseSettings,
} from './inspect-package'
import { ELECTRON_DEFAULT_FUSES, FUSE_SENTINEL, createStandInElectron } from './stand-in-electron'

const projectDir = join(__dirname, '..', '..')
const fuses = readFuseSettings(projectDir)

/** What electron-builder's electronFuses does with the settings: flips each named fuse. */
function fuseConfig(settings: FuseSettings): FuseV1Config {
  const config: Record<string, unknown> = { version: FuseVersion.V1 }
  for (const [name, on] of Object.entries(settings)) config[FuseV1Options[name as keyof typeof FuseV1Options]] = on
  return config as FuseV1Config
}

const MAIN = `"use strict";
const node_path = require("node:path");
serveRenderer(electron.protocol, (0, node_path.join)(__dirname, "../renderer"));
createMainWindow({ preload: (0, node_path.join)(__dirname, "../preload/index.cjs"), icon: (0, node_path.join)(__dirname, "../../resources/icon.png") });
createAppTray({ icon: (0, node_path.join)(__dirname, "../../resources/tray.png") });
`

/** A good app's files; a test removes or adds some before packing. */
function goodApp(): Record<string, string> {
  return {
    'package.json': JSON.stringify({ name: 'hostdeck', main: 'out/main/index.js' }),
    'out/main/index.js': MAIN,
    'out/preload/index.cjs': 'module.exports = {}',
    'out/renderer/index.html': '<!doctype html>',
    'out/renderer/assets/index.js': 'console.log(1)',
    'resources/icon.png': 'png',
    'resources/tray.png': 'png',
    'node_modules/keytar/package.json': '{"name":"keytar"}',
    'node_modules/keytar/build/Release/keytar.node': 'binary',
    'node_modules/zod/package.json': '{"name":"zod"}',
  }
}

let work: string
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'hostdeck-inspect-'))
})
afterEach(async () => {
  await rm(work, { recursive: true, force: true })
})

/** Packs the files into <work>/app/resources/app.asar, leaving `unpack` outside as electron-builder does. */
async function pack(files: Record<string, string>, unpack = '*.node'): Promise<string> {
  const src = join(work, 'src')
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(src, path)), { recursive: true })
    await writeFile(join(src, path), text)
  }
  const appDir = join(work, 'app')
  await mkdir(join(appDir, 'resources'), { recursive: true })
  await createPackageWithOptions(src, join(appDir, 'resources', 'app.asar'), unpack ? { unpack } : {})
  return appDir
}

const inspect = (appDir: string) => inspectPackage({ appDir, devDependencies: ['vue', 'naive-ui', 'electron'], fuses })

describe('the package inspector', () => {
  it('passes a package holding the built app, keytar.node unpacked and the images the main process loads', async () => {
    expect(await inspect(await pack(goodApp()))).toEqual([])
  })

  it('fails when out/renderer is missing from the archive', async () => {
    const files = goodApp()
    delete files['out/renderer/index.html']
    delete files['out/renderer/assets/index.js']
    const problems = await inspect(await pack(files))
    expect(problems).toContain('the archive lacks out/renderer/ (run the build before packaging)')
    expect(problems).toContain('the main process loads out/renderer, which is not in the archive')
  })

  it('fails when keytar.node is packed inside the archive', async () => {
    const problems = await inspect(await pack(goodApp(), ''))
    expect(problems).toEqual([expect.stringContaining('keytar.node is packed inside the archive')])
  })

  it('fails when a renderer-only library ships, even one no longer listed as a dev dependency', async () => {
    const files = goodApp()
    files['node_modules/yaml/package.json'] = '{"name":"yaml"}'
    files['node_modules/dns-zonefile/package.json'] = '{"name":"dns-zonefile"}'
    const problems = await inspect(await pack(files))
    expect(problems).toEqual([
      'renderer-only libraries ship inside the package (the renderer has them bundled; make them dev dependencies): yaml, dns-zonefile',
    ])
  })

  it('fails when sources, tests, dev dependencies or a missing tray image ship', async () => {
    const files = goodApp()
    files['electron/main/index.ts'] = 'export {}'
    files['out/main/index.test.js'] = ''
    files['node_modules/vue/package.json'] = '{"name":"vue"}'
    delete files['resources/tray.png']
    const problems = await inspect(await pack(files))
    expect(problems).toEqual([
      'the archive holds sources, tests or build files: electron/main/index.ts, out/main/index.test.js',
      'development dependencies ship inside the package: vue',
      'the main process loads resources/tray.png, which is not in the archive',
    ])
  })

  it('finds the paths the bundled main process joins onto its folder', () => {
    expect(pathsMainLoads(MAIN)).toEqual([
      'out/renderer',
      'out/preload/index.cjs',
      'resources/icon.png',
      'resources/tray.png',
    ])
  })
})

describe('the fuses', () => {
  it('are read from electron-builder.yml, all nine, each in the safe position', () => {
    expect(Object.keys(fuses).sort()).toEqual(
      Object.keys(FuseV1Options)
        .filter((k) => Number.isNaN(Number(k)))
        .sort(),
    )
    expect(fuses).toMatchObject({ GrantFileProtocolExtraPrivileges: false, RunAsNode: false, WasmTrapHandlers: true })
    expect(checkFuseSettings(fuses)).toEqual([])
    expect(checkFuseSettings({ ...fuses, RunAsNode: true })).toEqual([
      "fuse RunAsNode should be off in electron-builder.yml's electronFuses",
    ])
    const { GrantFileProtocolExtraPrivileges: _left, ...withoutOne } = fuses
    expect(checkFuseSettings(withoutOne)).toEqual([
      "fuse GrantFileProtocolExtraPrivileges is not set in electron-builder.yml's electronFuses (it should be off)",
    ])
  })

  it('are read back from the binary: each flipped as configured, and a wrong one fails', async () => {
    await createStandInElectron(join(work, 'electron'), '45.0.0')
    const binary = join(work, 'hostdeck')
    await copyFile(join(work, 'electron', 'electron'), binary)
    // Electron's defaults differ from the settings in seven fuses (V8 snapshots off and trap handlers on in both).
    const differing = Object.keys(FuseV1Options).filter(
      (name) =>
        name in fuses &&
        ELECTRON_DEFAULT_FUSES[FuseV1Options[name as keyof typeof FuseV1Options]] !== (fuses[name] ? '1' : '0'),
    )
    expect(differing).toHaveLength(7)
    expect(await checkFusesApplied(binary, fuses)).toEqual(
      differing.map((name) => `fuse ${name} is not ${fuses[name] ? 'on' : 'off'} in ${binary}`),
    )
    await flipFuses(binary, fuseConfig(fuses))
    expect(await checkFusesApplied(binary, fuses)).toEqual([])
    await flipFuses(binary, fuseConfig({ GrantFileProtocolExtraPrivileges: true }))
    expect(await checkFusesApplied(binary, fuses)).toEqual([
      `fuse GrantFileProtocolExtraPrivileges is not off in ${binary}`,
    ])
  })

  it('fail when the wire holds another number of fuses than the nine known here', async () => {
    await createStandInElectron(join(work, 'electron'), '45.0.0')
    const binary = join(work, 'electron', 'electron')
    const script = await readFile(binary)
    const at = script.indexOf(FUSE_SENTINEL) + FUSE_SENTINEL.length
    // An Electron with a tenth fuse: version 1, length 10.
    await writeFile(
      binary,
      Buffer.concat([script.subarray(0, at), Buffer.from([1, 10]), Buffer.from('0100110000'), Buffer.from('\n')]),
    )
    expect(await checkFusesApplied(binary, fuses)).toContain(
      `the fuse wire of ${binary} has 10 fuses, not the 9 known here: an Electron with other fuses needs them reviewed (inspect-package.ts)`,
    )
  })
})

describe('the icon set', () => {
  it('has every size, each really that size', async () => {
    expect(checkIconSet(join(projectDir, 'resources', 'icons'))).toEqual([])
    const dir = join(work, 'icons')
    await mkdir(dir)
    await copyFile(join(projectDir, 'resources', 'icons', '32x32.png'), join(dir, '16x16.png'))
    const problems = checkIconSet(dir)
    expect(problems[0]).toBe('icon 16x16.png is 32x32')
    expect(problems).toContain('icon 1024x1024.png is missing (run npm run icons)')
  })
})

describe("the packaged app's updater", () => {
  const required = [
    { name: 'electron-updater', requiredFrom: '' },
    { name: 'builder-util-runtime', requiredFrom: 'node_modules/electron-updater' },
  ]

  const withUpdater = (files: Record<string, string>, names: string[]) => {
    for (const name of names) files[`node_modules/${name}/package.json`] = JSON.stringify({ name })
    return files
  }
  const inspectWith = async (files: Record<string, string>) =>
    inspectPackage({ appDir: await pack(files), devDependencies: [], fuses, runtimeModules: required })

  it("fails when electron-updater's own dependencies were left out", async () => {
    expect(await inspectWith(withUpdater(goodApp(), ['electron-updater']))).toEqual([
      expect.stringContaining(
        'packages the app requires at run time are not in the package: builder-util-runtime (required by node_modules/electron-updater)',
      ),
    ])
  })

  it('passes with electron-updater and what it requires', async () => {
    expect(await inspectWith(withUpdater(goodApp(), ['electron-updater', 'builder-util-runtime']))).toEqual([])
  })

  it("has app-update.yml naming electron-builder.yml's feed", async () => {
    const appDir = await pack(goodApp())
    const publish = { provider: 'generic', url: 'https://updates.hostdeck.example/desktop' }
    expect(checkUpdateConfig(appDir, publish)).toEqual([expect.stringContaining('app-update.yml is missing')])
    await writeFile(join(appDir, 'resources', 'app-update.yml'), 'provider: generic\nurl: https://elsewhere.example/\n')
    expect(checkUpdateConfig(appDir, publish)).toEqual([expect.stringContaining('not electron-builder.yml')])
    await writeFile(
      join(appDir, 'resources', 'app-update.yml'),
      `provider: generic\nurl: ${publish.url}\nupdaterCacheDirName: hostdeck-updater\n`,
    )
    expect(checkUpdateConfig(appDir, publish)).toEqual([])
  })
})
