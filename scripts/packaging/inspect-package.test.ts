import { mkdir, mkdtemp, rm, writeFile, copyFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createPackageWithOptions } from '@electron/asar'
import { flipFuses } from '@electron/fuses'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkFuseSettings, checkIconSet, checkFusesApplied, inspectPackage, pathsMainLoads, readFuseSettings } from './inspect-package'
import { createStandInElectron } from './stand-in-electron'

const projectDir = join(__dirname, '..', '..')
const fuses = readFuseSettings(projectDir)
const hook = createRequire(__filename)('./after-pack.cjs') as { fuseConfig(reset: boolean): Parameters<typeof flipFuses>[1] }

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
    expect(pathsMainLoads(MAIN)).toEqual(['out/renderer', 'out/preload/index.cjs', 'resources/icon.png', 'resources/tray.png'])
  })
})

describe('the fuses', () => {
  it('are all configured in the safe position', () => {
    expect(checkFuseSettings(fuses)).toEqual([])
    expect(checkFuseSettings({ ...fuses, RunAsNode: true })).toEqual(['fuse RunAsNode should be off in the packaging configuration'])
  })

  it('are flipped in the binary by the afterPack hook configuration', async () => {
    await createStandInElectron(join(work, 'electron'), '41.0.0')
    const binary = join(work, 'hostdeck')
    await copyFile(join(work, 'electron', 'electron'), binary)
    // Electron's defaults differ from every one of the six settings.
    expect(await checkFusesApplied(binary, fuses)).toEqual(Object.keys(fuses).map((name) => `fuse ${name} is not ${fuses[name] ? 'on' : 'off'} in ${binary}`))
    await flipFuses(binary, hook.fuseConfig(false))
    expect(await checkFusesApplied(binary, fuses)).toEqual([])
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
