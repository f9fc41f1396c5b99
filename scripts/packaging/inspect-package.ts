// Inspects an unpacked Hostdeck package (electron-builder's `--dir` output, e.g. dist/linux-unpacked) and says
// what is wrong with it, in words: the archive holds the built app and nothing of the workshop, the keychain's
// native module sits beside the archive, the images the main process loads are where it looks, and the
// Electron fuses are set. Used by `npm run check:package` (check-package.ts) and unit-tested on crafted apps.
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { extractFile, getRawHeader } from '@electron/asar'
import { getCurrentFuseWire, FuseState, FuseV1Options } from '@electron/fuses'
import { parse } from 'yaml'
import { modulesNotPackaged, type RuntimeModule } from './runtime-modules'

/** Each fuse by its @electron/fuses name (`RunAsNode`…), on or off. */
export type FuseSettings = Record<string, boolean>

export interface InspectOptions {
  /** The unpacked app folder (holds resources/app.asar). */
  appDir: string
  /** Names in the project's package.json devDependencies: none may ship. */
  devDependencies: string[]
  /** Every fuse's wanted position (readFuseSettings: electron-builder.yml's electronFuses). */
  fuses: FuseSettings
  /** The packaged Electron executable whose fuse wire is read; leave out where the binary cannot carry one. */
  executable?: string
  /** Native modules that must sit outside the archive (default: keytar's). */
  unpackedNatives?: string[]
  /** The packages the app requires at run time (runtimeModules): each must ship where Node finds it. */
  runtimeModules?: RuntimeModule[]
}

export interface AsarEntry {
  path: string
  unpacked: boolean
}

interface HeaderNode {
  files?: Record<string, HeaderNode>
  unpacked?: boolean
}

/** The safe position of every fuse the Electron in use has; a fuse an Electron adds is noticed (checkFusesApplied). */
const FUSES_WANTED: Record<keyof typeof FuseV1Options, boolean> = {
  RunAsNode: false,
  EnableCookieEncryption: true,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  LoadBrowserProcessSpecificV8Snapshot: false,
  GrantFileProtocolExtraPrivileges: false,
  // Electron's default, which electron-builder's electronFuses cannot set: WebAssembly's trap handlers stay on.
  WasmTrapHandlers: true,
}
/** electron-builder's electronFuses keys → @electron/fuses' names (app-builder-lib's generateFuseConfig). */
const BUILDER_FUSE_KEYS: Record<string, keyof typeof FuseV1Options> = {
  runAsNode: 'RunAsNode',
  enableCookieEncryption: 'EnableCookieEncryption',
  enableNodeOptionsEnvironmentVariable: 'EnableNodeOptionsEnvironmentVariable',
  enableNodeCliInspectArguments: 'EnableNodeCliInspectArguments',
  enableEmbeddedAsarIntegrityValidation: 'EnableEmbeddedAsarIntegrityValidation',
  onlyLoadAppFromAsar: 'OnlyLoadAppFromAsar',
  loadBrowserProcessSpecificV8Snapshot: 'LoadBrowserProcessSpecificV8Snapshot',
  grantFileProtocolExtraPrivileges: 'GrantFileProtocolExtraPrivileges',
}
/** Renderer-only libraries: vite bundles them into the renderer; a copy in the archive would be dead weight. */
export const RENDERER_ONLY_LIBRARIES = ['csv-stringify', 'yaml', 'dns-zonefile']
const REQUIRED_IN_ASAR = ['package.json', 'out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']
const REQUIRED_DIRS = ['out/main', 'out/preload', 'out/renderer']
const DEFAULT_NATIVES = ['node_modules/keytar/build/Release/keytar.node']
// The workshop: project sources, tests, configuration, the CI and the bench never ship.
const WORKSHOP =
  /^(electron|renderer|e2e|bench|scripts|src|\.ci|test-results|playwright-report|dist)\/|^(tsconfig[^/]*\.json|[^/]*\.config\.(ts|mts|js|mjs)|electron-builder\.yml|package-lock\.json|CONTRIBUTING\.md|\.git\/?.*)$/
const SOURCE_FILE = /\.(ts|mts|cts|vue|tsx)$/
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/

/** Every file in the archive, with whether it was left outside (app.asar.unpacked). */
export function listAsar(asarPath: string): AsarEntry[] {
  const entries: AsarEntry[] = []
  const walk = (node: HeaderNode, prefix: string) => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const path = prefix ? `${prefix}/${name}` : name
      if (child.files) walk(child, path)
      else entries.push({ path, unpacked: child.unpacked === true })
    }
  }
  walk(getRawHeader(asarPath).header as HeaderNode, '')
  return entries
}

/**
 * Paths the main bundle joins onto its own folder — join(__dirname, "../../resources/tray.png"), bundled as
 * (0, node_path.join)(__dirname, "…") — as archive paths.
 */
export function pathsMainLoads(mainSource: string, mainDir = 'out/main'): string[] {
  const found = new Set<string>()
  for (const match of mainSource.matchAll(/join\)?\(\s*__dirname\s*,\s*["'`]([^"'`$]+)["'`]\s*\)/g)) {
    found.add(posix.normalize(posix.join(mainDir, match[1]!)))
  }
  return [...found]
}

/** What is wrong with the package; empty when it is right. */
export async function inspectPackage(options: InspectOptions): Promise<string[]> {
  const problems: string[] = []
  const asarPath = join(options.appDir, 'resources', 'app.asar')
  if (!existsSync(asarPath)) return [`no archive at ${asarPath}: the app is not packed into an asar`]

  const entries = listAsar(asarPath)
  const byPath = new Map(entries.map((e) => [e.path, e]))
  const packed = (path: string) => byPath.get(path)?.unpacked === false

  for (const dir of REQUIRED_DIRS) {
    if (!entries.some((e) => e.path.startsWith(`${dir}/`) && !e.unpacked))
      problems.push(`the archive lacks ${dir}/ (run the build before packaging)`)
  }
  const missingDirs = new Set(REQUIRED_DIRS.filter((dir) => problems.some((p) => p.includes(`${dir}/`))))
  for (const path of REQUIRED_IN_ASAR) {
    if (!packed(path) && !missingDirs.has(posix.dirname(path))) problems.push(`the archive lacks ${path}`)
  }

  const own = entries.filter((e) => !e.path.startsWith('node_modules/'))
  const workshop = own.filter(
    (e) => WORKSHOP.test(e.path) || SOURCE_FILE.test(e.path) || TEST_FILE.test(e.path) || e.path.endsWith('.map'),
  )
  if (workshop.length > 0)
    problems.push(`the archive holds sources, tests or build files: ${sample(workshop.map((e) => e.path))}`)
  const stray = own.filter(
    (e) =>
      !e.path.startsWith('out/') &&
      !e.path.startsWith('resources/') &&
      e.path !== 'package.json' &&
      !workshop.includes(e),
  )
  if (stray.length > 0)
    problems.push(`the archive holds files outside the built output: ${sample(stray.map((e) => e.path))}`)

  const ships = (name: string) =>
    byPath.has(`node_modules/${name}/package.json`) ||
    existsSync(join(options.appDir, 'resources', 'app.asar.unpacked', 'node_modules', name, 'package.json'))
  const shipsPath = (path: string) =>
    byPath.has(path) || existsSync(join(options.appDir, 'resources', 'app.asar.unpacked', path))
  const notPackaged = modulesNotPackaged(options.runtimeModules ?? [], shipsPath)
  if (notPackaged.length > 0)
    problems.push(
      `packages the app requires at run time are not in the package: ${sample(notPackaged)} (electron-builder lists them with npm ls: a symlinked or incomplete node_modules hides them; package from a checkout after \`npm ci\`)`,
    )
  const shippedDev = options.devDependencies.filter(ships)
  if (shippedDev.length > 0) problems.push(`development dependencies ship inside the package: ${sample(shippedDev)}`)
  const shippedRendererOnly = RENDERER_ONLY_LIBRARIES.filter((name) => ships(name) && !shippedDev.includes(name))
  if (shippedRendererOnly.length > 0)
    problems.push(
      `renderer-only libraries ship inside the package (the renderer has them bundled; make them dev dependencies): ${shippedRendererOnly.join(', ')}`,
    )

  for (const native of options.unpackedNatives ?? DEFAULT_NATIVES) {
    const entry = byPath.get(native)
    if (!entry) problems.push(`${native} is missing from the package: the keychain cannot be reached`)
    else if (!entry.unpacked)
      problems.push(`${native} is packed inside the archive, where it cannot be loaded: list it in asarUnpack`)
    else if (!existsSync(join(options.appDir, 'resources', 'app.asar.unpacked', native)))
      problems.push(`${native} is marked unpacked but is not in app.asar.unpacked`)
  }

  if (packed('package.json')) {
    const manifest = JSON.parse(extractFile(asarPath, 'package.json').toString('utf8')) as { main?: string }
    const main = posix.normalize(manifest.main ?? 'index.js')
    if (!packed(main)) problems.push(`package.json's main (${main}) is not in the archive`)
    else {
      const paths = pathsMainLoads(extractFile(asarPath, main).toString('utf8'), posix.dirname(main))
      if (!paths.some((p) => p.endsWith('.png')))
        problems.push(`the main process (${main}) loads no window or tray image`)
      const present = (p: string) => packed(p) || entries.some((e) => e.path.startsWith(`${p}/`) && !e.unpacked)
      for (const path of paths)
        if (!present(path)) problems.push(`the main process loads ${path}, which is not in the archive`)
    }
  }

  problems.push(...checkFuseSettings(options.fuses))
  if (options.executable) problems.push(...(await checkFusesApplied(options.executable, options.fuses)))
  return problems
}

/**
 * electron-updater reads resources/app-update.yml, which electron-builder writes from `publish`: without it the
 * packaged app cannot look for updates; with another feed it would look in the wrong place.
 */
export function checkUpdateConfig(appDir: string, publish: { provider?: string; url?: string } | undefined): string[] {
  const file = join(appDir, 'resources', 'app-update.yml')
  if (!existsSync(file))
    return ['resources/app-update.yml is missing: electron-updater cannot look for updates (is `publish` set?)']
  const written = parse(readFileSync(file, 'utf8')) as { provider?: string; url?: string }
  if (written.provider !== publish?.provider || written.url !== publish?.url)
    return [
      `resources/app-update.yml points at ${written.provider} ${written.url}, not electron-builder.yml's publish (${publish?.provider} ${publish?.url})`,
    ]
  return []
}

/** The configuration asks for every fuse in its safe position, WasmTrapHandlers left at Electron's default. */
export function checkFuseSettings(fuses: FuseSettings): string[] {
  return Object.entries(FUSES_WANTED)
    .filter(([name, on]) => fuses[name] !== on)
    .map(([name, on]) =>
      fuses[name] === undefined
        ? `fuse ${name} is not set in electron-builder.yml's electronFuses (it should be ${on ? 'on' : 'off'})`
        : `fuse ${name} should be ${on ? 'on' : 'off'} in electron-builder.yml's electronFuses`,
    )
}

/** The executable's fuse wire holds exactly the fuses known here, each in the position the configuration asks for. */
export async function checkFusesApplied(executable: string, fuses: FuseSettings): Promise<string[]> {
  let wire: Record<number, number | string>
  try {
    wire = (await getCurrentFuseWire(executable)) as unknown as Record<number, number | string>
  } catch (error) {
    return [`cannot read the fuses of ${executable}: ${error instanceof Error ? error.message : String(error)}`]
  }
  const problems: string[] = []
  const known = Object.keys(FUSES_WANTED).length
  const length = Object.keys(wire).filter((key) => /^\d+$/.test(key)).length
  if (length !== known)
    problems.push(
      `the fuse wire of ${executable} has ${length} fuses, not the ${known} known here: an Electron with other fuses needs them reviewed (inspect-package.ts)`,
    )
  // All of them: a fuse the configuration leaves out is held to its safe position (checkFuseSettings says why).
  for (const name of Object.keys(FUSES_WANTED) as Array<keyof typeof FuseV1Options>) {
    const on = fuses[name] ?? FUSES_WANTED[name]
    const state = wire[FuseV1Options[name]]
    if (state !== (on ? FuseState.ENABLE : FuseState.DISABLE))
      problems.push(`fuse ${name} is not ${on ? 'on' : 'off'} in ${executable}`)
  }
  return problems
}

function sample(items: string[]): string {
  return items.length <= 5 ? items.join(', ') : `${items.slice(0, 5).join(', ')} and ${items.length - 5} more`
}

/**
 * The fuses the packaging configuration applies: electron-builder.yml's electronFuses under @electron/fuses'
 * names, and WasmTrapHandlers at Electron's default (electron-builder cannot set it). An unknown key throws.
 */
export function readFuseSettings(projectDir: string): FuseSettings {
  const config = parse(readFileSync(join(projectDir, 'electron-builder.yml'), 'utf8')) as {
    electronFuses?: Record<string, boolean>
  }
  const settings: FuseSettings = { WasmTrapHandlers: FUSES_WANTED.WasmTrapHandlers }
  for (const [key, on] of Object.entries(config.electronFuses ?? {})) {
    if (key === 'resetAdHocDarwinSignature') continue
    const name = BUILDER_FUSE_KEYS[key]
    if (!name) throw new Error(`electron-builder.yml: unknown electronFuses key "${key}"`)
    settings[name] = on
  }
  return settings
}

/** The sizes the packages take their icons from (scripts/icons.ts renders them from resources/icon.svg). */
export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const

/** resources/icons holds a PNG of each size, each really that size. */
export function checkIconSet(iconsDir: string): string[] {
  const problems: string[] = []
  for (const size of ICON_SIZES) {
    const file = join(iconsDir, `${size}x${size}.png`)
    if (!existsSync(file)) {
      problems.push(`icon ${size}x${size}.png is missing (run npm run icons)`)
      continue
    }
    const png = readFileSync(file)
    const isPng = png.subarray(1, 4).toString('latin1') === 'PNG'
    const [w, h] = isPng ? [png.readUInt32BE(16), png.readUInt32BE(20)] : [0, 0]
    if (w !== size || h !== size) problems.push(`icon ${size}x${size}.png is ${isPng ? `${w}x${h}` : 'not a PNG'}`)
  }
  return problems
}
