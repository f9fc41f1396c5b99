// `npm run check:package`: assembles the unpacked app exactly as `npm run dist` would (same electron-builder.yml,
// same afterPack fuse hook) but against a stand-in Electron distribution, since no Electron binary can be
// downloaded here, then inspects it (inspect-package.ts). Needs `npm run build` first. Takes seconds.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { existsSync } from 'node:fs'
import { Arch, Platform, build } from 'electron-builder'
import { checkIconSet, inspectPackage, readFuseSettings } from './inspect-package'
import { checkRendererStart } from './renderer-start'
import { createStandInElectron } from './stand-in-electron'

const projectDir = join(__dirname, '..', '..')

async function main(): Promise<void> {
  if (!existsSync(join(projectDir, 'out', 'renderer', 'index.html'))) {
    console.error('check:package needs the built app: run `npm run build` first.')
    process.exit(1)
  }
  const started = performance.now()
  const pkg = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> }
  const electronVersion = (JSON.parse(await readFile(join(projectDir, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }).version
  const work = await mkdtemp(join(tmpdir(), 'hostdeck-package-check-'))
  try {
    const electronDist = join(work, 'electron-dist')
    await createStandInElectron(electronDist, electronVersion)
    const output = join(work, 'dist')
    await build({
      projectDir,
      targets: Platform.LINUX.createTarget('dir', process.arch === 'arm64' ? Arch.arm64 : Arch.x64),
      publish: 'never',
      // Merged over electron-builder.yml: the stand-in Electron, no native rebuild against Electron's headers
      // (they cannot be downloaded here; keytar is N-API), the output in a throw-away folder.
      config: { electronDist, electronVersion, npmRebuild: false, directories: { output } },
    })
    const appDir = join(output, process.arch === 'arm64' ? 'linux-arm64-unpacked' : 'linux-unpacked')
    const problems = await inspectPackage({
      appDir,
      devDependencies: Object.keys(pkg.devDependencies ?? {}),
      fuses: readFuseSettings(projectDir),
      executable: join(appDir, 'hostdeck'),
    })
    problems.push(...checkIconSet(join(projectDir, 'resources', 'icons')))
    const start = checkRendererStart(join(projectDir, 'out', 'renderer'))
    problems.push(...start.problems)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (problems.length > 0) {
      console.error(`Package check failed (${seconds} s):\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`)
      process.exitCode = 1
    } else {
      console.log(`Package check passed (${seconds} s): out/main, out/preload, out/renderer and package.json in app.asar, no sources, tests or dev dependencies; keytar.node unpacked; icons at every size; window and tray images where the main process loads them; fuses set; the renderer parses ${(start.bytes / 1024).toFixed(0)} KiB before its first paint, without zod or a message compiler.`)
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

if (require.main === module) void main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
