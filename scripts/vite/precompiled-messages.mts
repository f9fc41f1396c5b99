// A Vite plugin: the renderer's messages compiled at build time, so vue-i18n's runtime message compiler is
// never shipped (the renderer imports vue-i18n with `__INTLIFY_DROP_MESSAGE_COMPILER__`), and each language is
// a module of its own (`virtual:hostdeck-messages/<locale>`), loaded only when that language is shown.
//
// The messages stay where they are written (`renderer/src/i18n/<locale>.ts` and its domain files, plain
// TypeScript); this runs them through Vite's module runner and turns every string into the abstract syntax tree vue-i18n's
// runtime formats (the same `baseCompile(…, { jit: true })` vue-i18n runs in the page otherwise). A message
// that does not compile fails the build and names its key.
import { resolve } from 'node:path'
import { baseCompile, type CompileError } from '@intlify/message-compiler'
import { runnerImport, type Plugin } from 'vite'

const PREFIX = 'virtual:hostdeck-messages/'
const RESOLVED = `\0${PREFIX}`

type Tree = { [key: string]: string | Tree }

/**
 * One message as data: plain text (no placeholder, no plural) as its text, which the module turns into vue-i18n's
 * static form as it loads; anything else as its syntax tree (an object whose `t` is a number: a group of messages
 * holds only text and groups, so the two never meet).
 */
export function compileMessage(source: string, key: string): string | { t: number } {
  let failure: CompileError | undefined
  const { ast } = baseCompile(source, {
    jit: true,
    minify: true,
    location: false,
    onError: (error) => (failure ??= error),
  })
  if (failure) throw new Error(`The message ${key} does not compile: ${failure.message} in ${JSON.stringify(source)}`)
  const body = (ast as unknown as { b: { t: number; s?: string } }).b
  // A message of plain text: vue-i18n formats it from its `s` (static text) alone.
  if (body.t === 2 && typeof body.s === 'string') return body.s
  return ast as unknown as { t: number }
}

type Compiled = { [key: string]: string | { t: number } | Compiled }

/** A language's whole message tree, compiled. */
export function compileMessages(tree: Tree, path = ''): Compiled {
  const entries = Object.entries(tree).map(([key, value]) => {
    const at = path ? `${path}.${key}` : key
    if (typeof value === 'string') return [key, compileMessage(value, at)]
    if (value && typeof value === 'object' && !Array.isArray(value)) return [key, compileMessages(value, at)]
    throw new Error(`The message ${at} is neither text nor a group of messages`)
  })
  return Object.fromEntries(entries) as Compiled
}

/**
 * The module: the tree as one JSON string, which V8 scans in a fraction of the time an object literal of some
 * 1,100 messages takes to parse (it was a quarter of the first paint's script), then parses at once as it runs.
 */
export function moduleOf(tree: Tree): string {
  return [
    'const s = (s) => ({ t: 0, b: { t: 2, s } })',
    'const grow = (node) => {',
    '  for (const key in node) {',
    '    const value = node[key]',
    "    if (typeof value === 'string') node[key] = s(value)",
    "    else if (typeof value.t !== 'number') grow(value)",
    '  }',
    '  return node',
    '}',
    `export default grow(JSON.parse(${JSON.stringify(JSON.stringify(compileMessages(tree)))}))`,
    '',
  ].join('\n')
}

export function precompiledMessages(root: string): Plugin {
  const dir = resolve(root, 'renderer/src/i18n')
  return {
    name: 'hostdeck:precompiled-messages',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined
      const locale = id.slice(RESOLVED.length)
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No messages for "${locale}"`)
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(resolve(dir, `${locale}.ts`), {
        configFile: false,
        root,
        logLevel: 'silent',
        resolve: { alias: { '@shared': resolve(root, 'electron/shared') } },
      })
      // Watch mode rebuilds when a message file changes.
      for (const file of dependencies) this.addWatchFile(file)
      const tree = module[locale] as Tree | undefined
      if (!tree) throw new Error(`renderer/src/i18n/${locale}.ts exports no "${locale}"`)
      return moduleOf(tree)
    },
  }
}
