import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/**
 * The static import graph of a project's TypeScript files, and the circles in it. A type-only import ties two files
 * for a reader as much as a value import does, so it counts; `import.meta.glob` (a folder found by where it lives)
 * and `declare module` (a part adding its members to an interface) name no file and do not.
 */

/** Each file (relative to the root, with `/`) and the files it imports. */
export type ImportGraph = Map<string, string[]>

const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !/\.(test|spec)\.ts$/.test(name)

/** Every non-test `.ts` file under the folders, relative to the root. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(join(root, folder))) {
      const path = `${folder}/${name}`
      if (statSync(join(root, path)).isDirectory()) walk(path)
      else if (isSource(name)) found.push(path)
    }
  }
  for (const folder of folders) walk(folder)
  return found.sort()
}

/** The module names a file imports or re-exports from, type-only ones included (`import('…')` types too). */
export function importedNames(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const names: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) names.push(node.moduleSpecifier.text)
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) names.push(argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return names
}

/** The project file a relative module name points at from `from`, or null (a package, or not a `.ts` file). */
export function resolveImport(root: string, from: string, name: string): string | null {
  if (!name.startsWith('.')) return null
  const base = resolve(root, dirname(from), name)
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile())
      return relative(root, candidate).split(sep).join('/')
  }
  return null
}

/** The graph of the given files: each one's imports that are among them. */
export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const known = new Set(files)
  const graph: ImportGraph = new Map()
  for (const file of files) {
    const targets = importedNames(file, readFileSync(join(root, file), 'utf8'))
      .map((name) => resolveImport(root, file, name))
      .filter((target): target is string => target !== null && known.has(target))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Tarjan's strongly connected components: each set of files that reach each other, of two or more files. */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const at = (map: Map<string, number>, file: string) => map.get(file) ?? Number.POSITIVE_INFINITY

  const connect = (file: string) => {
    index.set(file, index.size)
    low.set(file, at(index, file))
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(file, Math.min(at(low, file), at(low, next)))
      } else if (onStack.has(next)) low.set(file, Math.min(at(low, file), at(index, next)))
    }
    if (at(low, file) !== at(index, file)) return
    const component: string[] = []
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member)
      component.push(member)
      if (member === file) break
    }
    if (component.length > 1) found.push(component.sort())
  }

  for (const file of graph.keys()) if (!index.has(file)) connect(file)
  return found
}

/** Whether a circle's files lie in more than one folder (a circle inside one folder is that folder's own affair). */
export const crossesFolders = (component: readonly string[]): boolean =>
  new Set(component.map((file) => dirname(file))).size > 1
