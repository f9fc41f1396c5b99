// The packages the main process needs at run time: the project's production dependencies (package.json
// "dependencies" and the optional ones installed) and, through their own "dependencies", everything they require,
// where Node's resolution finds it in the project's node_modules. The archive must hold each of them where the same
// resolution finds it from its requirer (inspect-package.ts): electron-builder once left the dependencies of
// electron-updater out ("cannot find path for dependency"), which only shows when the packaged app starts.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

/** One package required at run time: its name and the folder (relative to the project, '' for the root) requiring it. */
export interface RuntimeModule {
  name: string
  requiredFrom: string
}

interface Manifest {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest

/** The folder Node would load `name` from when required in `fromDir` (inside `projectDir`), or null. */
function resolvePackageDir(projectDir: string, fromDir: string, name: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dir === projectDir || !dir.startsWith(projectDir)) return null
  }
}

const toPosix = (path: string) => path.split(sep).join('/')

/** Every package the production dependencies need; `missing` lists required ones not even in node_modules. */
export function runtimeModules(projectDir: string): { modules: RuntimeModule[]; packages: number; missing: string[] } {
  const modules: RuntimeModule[] = []
  const missing: string[] = []
  const seen = new Set<string>()
  const visit = (name: string, fromDir: string, optional: boolean) => {
    const dir = resolvePackageDir(projectDir, fromDir, name)
    if (!dir) {
      if (!optional) missing.push(`${name} (required by ${toPosix(relative(projectDir, fromDir)) || 'package.json'})`)
      return
    }
    modules.push({ name, requiredFrom: toPosix(relative(projectDir, fromDir)) })
    if (seen.has(dir)) return
    seen.add(dir)
    const manifest = readManifest(dir)
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false)
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, true)
  }
  const root = readManifest(projectDir)
  for (const dep of Object.keys(root.dependencies ?? {})) visit(dep, projectDir, false)
  for (const dep of Object.keys(root.optionalDependencies ?? {})) visit(dep, projectDir, true)
  return { modules, packages: seen.size, missing }
}

/**
 * The modules the archive lacks: for each, no node_modules/<name>/package.json in the archive (or beside it,
 * unpacked) on the way up from its requirer, as Node would look. `has` answers whether the archive holds a path.
 */
export function modulesNotPackaged(modules: RuntimeModule[], has: (path: string) => boolean): string[] {
  const lacking = new Set<string>()
  for (const { name, requiredFrom } of modules) {
    const parts = requiredFrom ? requiredFrom.split('/') : []
    let found = false
    for (let depth = parts.length; depth >= 0 && !found; depth--) {
      const base = parts.slice(0, depth).join('/')
      found = has(`${base ? `${base}/` : ''}node_modules/${name}/package.json`)
    }
    if (!found) lacking.add(requiredFrom ? `${name} (required by ${requiredFrom})` : name)
  }
  return [...lacking]
}
