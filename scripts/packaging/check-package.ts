// `npm run check:package`: assembles the Linux app exactly as `npm run dist` would (same electron-builder.yml, its
// electronFuses flipped by electron-builder) but against a stand-in Electron distribution, since no Electron binary
// can be downloaded here, then inspects it (inspect-package.ts). The deb and AppImage targets run too, up to the
// point where electron-builder hands their options to fpm and the AppImage tools: it gives them to
// `effectiveOptionComputed`, which checks them (linux-packages.ts) and returns true, so neither tool is fetched.
// `-- --artifacts DIR` also reads real packages built elsewhere (.AppImage, .deb). Needs `npm run build` first.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Arch, Platform, build } from 'electron-builder'
import { parse } from 'yaml'
import { checkIconSet, checkUpdateConfig, inspectPackage, readFuseSettings } from './inspect-package'
import * as linux from './linux-packages'
import { checkRendererStart } from './renderer-start'
import { createStandInElectron } from './stand-in-electron'
import { runtimeModules } from './runtime-modules'

const projectDir = join(__dirname, '..', '..')

/** What electron-builder handed to fpm and to the AppImage tools. */
interface LinuxOptions {
  fpmArgs?: string[]
  postinst?: string
  appImageDesktop?: string
  appImageToolset?: string | null
}

/**
 * The Linux targets built into `work` against a stand-in Electron; what electron-builder handed to fpm and the
 * AppImage tools is kept in `seen`.
 */
async function buildWithStandIn(
  work: string,
  electronVersion: string,
  homepage: string | undefined,
): Promise<{ output: string; seen: LinuxOptions }> {
  const electronDist = join(work, 'electron-dist')
  await createStandInElectron(electronDist, electronVersion)
  const output = join(work, 'dist')
  const seen: LinuxOptions = {}
  await build({
    projectDir,
    targets: Platform.LINUX.createTarget(['dir', 'deb', 'AppImage'], process.arch === 'arm64' ? Arch.arm64 : Arch.x64),
    publish: 'never',
    // Merged over electron-builder.yml: the stand-in Electron, no native rebuild against Electron's headers
    // (they cannot be downloaded here; keytar is N-API), the output in a throw-away folder. The deb needs a
    // project address (fpm's --url); the project has none yet (README: Installing from a package), so this
    // throw-away build uses a documentation address.
    config: {
      electronDist,
      electronVersion,
      npmRebuild: false,
      directories: { output },
      ...(homepage ? {} : { extraMetadata: { homepage: 'https://example.org/hostdeck' } }),
      afterPack: (context) => {
        seen.appImageToolset = context.packager.config.toolsets?.appimage
      },
    },
    effectiveOptionComputed: async (options: unknown) => {
      if (Array.isArray(options) && Array.isArray(options[0])) {
        // fpm's arguments and the desktop file; the postinst is a temporary file, read now.
        const args = options[0] as string[]
        seen.fpmArgs = args
        const postinst = args[args.indexOf('--after-install') + 1]
        if (postinst && existsSync(postinst)) seen.postinst = readFileSync(postinst, 'utf8')
      } else if (options && typeof options === 'object' && 'desktop' in options) {
        seen.appImageDesktop = String(options.desktop)
      }
      return true
    },
  })
  return { output, seen }
}

/** electron-builder.yml's update feed as the app reads it, and the Linux targets `npm run dist` builds. */
function builderConfigProblems(appDir: string): string[] {
  const builderConfig = parse(readFileSync(join(projectDir, 'electron-builder.yml'), 'utf8')) as {
    linux?: { target?: string[] }
    publish?: { provider?: string; url?: string }
  }
  const problems = [...checkUpdateConfig(appDir, builderConfig.publish)]
  const linuxTargets = builderConfig.linux?.target ?? []
  for (const target of ['AppImage', 'deb'])
    if (!linuxTargets.includes(target))
      problems.push(`electron-builder.yml's linux.target lacks ${target}: npm run dist would not build it`)
  return problems
}

/** Whether the package passes; says what is wrong with it when not. */
async function main(): Promise<boolean> {
  const { values } = parseArgs({ options: { artifacts: { type: 'string' } } })
  if (!existsSync(join(projectDir, 'out', 'renderer', 'index.html'))) {
    console.error('check:package needs the built app: run `npm run build` first.')
    process.exit(1)
  }
  const started = performance.now()
  const pkg = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as {
    homepage?: string
    devDependencies?: Record<string, string>
  }
  const electronVersion = (
    JSON.parse(await readFile(join(projectDir, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
      version: string
    }
  ).version
  const fuses = readFuseSettings(projectDir)
  const required = runtimeModules(projectDir)
  const work = await mkdtemp(join(tmpdir(), 'hostdeck-package-check-'))
  try {
    const { output, seen } = await buildWithStandIn(work, electronVersion, pkg.homepage)
    const appDir = join(output, process.arch === 'arm64' ? 'linux-arm64-unpacked' : 'linux-unpacked')
    const problems = await inspectPackage({
      appDir,
      devDependencies: Object.keys(pkg.devDependencies ?? {}),
      fuses,
      executable: join(appDir, 'hostdeck'),
      runtimeModules: required.modules,
    })
    if (required.missing.length > 0)
      problems.push(`run \`npm ci\`: node_modules lacks what the app requires: ${required.missing.join(', ')}`)
    problems.push(...linuxProblems(seen, appDir))
    problems.push(...builderConfigProblems(appDir))
    problems.push(...checkIconSet(join(projectDir, 'resources', 'icons')))
    const start = checkRendererStart(join(projectDir, 'out', 'renderer'))
    problems.push(...start.problems)
    if (values.artifacts) problems.push(...(await linux.inspectArtifacts(values.artifacts, fuses)))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (problems.length > 0) {
      console.error(`Package check failed (${seconds} s):\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`)
      return false
    }
    console.log(
      `Package check passed (${seconds} s): out/main, out/preload, out/renderer and package.json in app.asar, no sources, tests, dev dependencies or renderer-only libraries; the ${required.packages} packages the app requires at run time (electron-updater's among them) where Node finds them, and app-update.yml naming the feed; keytar.node unpacked; icons at every size; window and tray images where the main process loads them; all ${Object.keys(fuses).length} fuses as electron-builder.yml says, read back from the binary; the deb installs and loads its AppArmor profile; the AppImage uses the static runtime (${seen.appImageToolset}) with the sandbox on${values.artifacts ? `; the packages in ${values.artifacts} agree` : ''}; the renderer parses ${(start.bytes / 1024).toFixed(0)} KiB before its first paint, without zod or a message compiler.`,
    )
    return true
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** The deb's and the AppImage's options as electron-builder computed them, and the profile it put beside the app. */
function linuxProblems(seen: LinuxOptions, appDir: string): string[] {
  const problems: string[] = []
  if (!seen.fpmArgs) problems.push('electron-builder handed no fpm options for the deb to the check')
  else {
    problems.push(...linux.checkFpmArgs(seen.fpmArgs, linux.HOSTDECK_LAYOUT))
    problems.push(...linux.checkDebPostinst(seen.postinst ?? '', linux.HOSTDECK_LAYOUT))
  }
  const profile = join(appDir, 'resources', 'apparmor-profile')
  const profileText = existsSync(profile) ? readFileSync(profile, 'utf8') : undefined
  problems.push(...linux.checkAppArmorProfile(profileText, linux.HOSTDECK_LAYOUT))
  if (seen.appImageDesktop === undefined) problems.push('electron-builder handed no AppImage options to the check')
  else problems.push(...linux.checkAppImageOptions(seen.appImageDesktop, seen.appImageToolset))
  return problems
}

// An explicit exit status: electron-builder's temporary files are removed by async-exit-hook, which ends the
// process with status 0 on 'beforeExit' whatever process.exitCode says.
if (require.main === module) {
  void main().then(
    (passed) => process.exit(passed ? 0 : 1),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
