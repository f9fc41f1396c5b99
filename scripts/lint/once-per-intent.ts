import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import ts from 'typescript'
import { parse as parseSfc } from '@vue/compiler-sfc'
import { JOURNALED } from '../../electron/core/journal/operations'

/**
 * Once per intent, kept: a component may start a change (a store action that calls a changing channel) only
 * through the one guard every submitting control shares (`useOnce`, renderer/src/composables/useOnce.ts), as
 * its kit spells it: a form's `useFormSubmit`, a confirmation's `useConfirmedAction` or `useDangerConfirm`'s
 * `run`, a button's `useAttempt`, or `once` itself (also a function handed to one of these by name), ConfirmByTyping's `:action` or
 * ConfirmButton's `:ask`. A store action called
 * anywhere else (a template's `@click`, a function of the component's own that keeps its own `busy`) is
 * reported: a double-click would send it twice.
 */

/** Changes at the service (every journaled channel), the import batch that sends them, and the local changes. */
export const CHANGING_CHANNELS: ReadonlySet<string> = new Set<string>([
  ...JOURNALED,
  'dns:importStart',
  'bulk:run',
  'journal:revert',
  'accounts:add',
  'accounts:update',
  'accounts:replaceToken',
  'accounts:remove',
])

/** Calls whose function argument runs guarded (useOnce behind each). */
const GUARDED_CALLS = new Set(['attempt', 'once', 'useFormSubmit', 'useConfirmedAction'])
/** Composables whose returned function takes `{ run }` and runs it guarded. */
const GUARDED_CONFIRMS = new Set(['useDangerConfirm'])
/**
 * A template attribute that hands a change to a guarded kit component: ConfirmByTyping's `action`, or
 * ConfirmButton's `ask` (the confirmation whose `run` it runs through useDangerConfirm).
 */
const GUARDED_ATTRIBUTE = /^(:|v-bind:)(action|ask)$/

export interface Finding {
  file: string
  line: number
  text: string
}

type Mutations = ReadonlyMap<string, ReadonlySet<string>>

const named = (node: ts.Node): string | null => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText()
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text
  return null
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node)
  node.forEachChild((child) => walk(child, visit))
}

/** A store's functions: declared, const, or a property of the object it returns. */
function storeFunction(node: ts.Node): string | null {
  if (ts.isPropertyAssignment(node) && isFunction(node.initializer)) return node.name.getText()
  return named(node)
}

/** An identifier that names a variable or function (not a property's name, nor its own declaration). */
function reference(node: ts.Identifier): boolean {
  const parent = node.parent
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false
  return named(parent) !== node.text
}

/** The names a store hands out: the properties of the objects its functions return. */
function returnedNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  walk(file, (node) => {
    if (!ts.isReturnStatement(node) || !node.expression || !ts.isObjectLiteralExpression(node.expression)) return
    for (const property of node.expression.properties) if (property.name) names.add(property.name.getText())
  })
  return names
}

/** A store file's actions that call a changing channel, directly or through another of its functions. */
export function storeMutations(source: string): Set<string> {
  const file = ts.createSourceFile('store.ts', source, ts.ScriptTarget.Latest, true)
  const bodies = new Map<string, ts.Node>()
  walk(file, (node) => {
    const name = storeFunction(node)
    if (name && !bodies.has(name)) bodies.set(name, node)
  })
  const changing = new Set<string>()
  const callsChanging = (node: ts.Node) => {
    let found = false
    walk(node, (inner) => {
      if (ts.isStringLiteral(inner) && CHANGING_CHANNELS.has(inner.text)) found = true
      if (ts.isIdentifier(inner) && changing.has(inner.text) && reference(inner)) found = true
    })
    return found
  }
  for (let grew = true; grew;) {
    grew = false
    for (const [name, body] of bodies)
      if (!changing.has(name) && callsChanging(body)) {
        changing.add(name)
        grew = true
      }
  }
  const returned = returnedNames(file)
  return new Set([...changing].filter((name) => returned.has(name)))
}

/** Every store's changing actions, by the store file's name (`servers` for stores/servers.ts). */
export function readStoreMutations(storesDir: string): Map<string, Set<string>> {
  const stores = new Map<string, Set<string>>()
  for (const entry of readdirSync(storesDir))
    if (entry.endsWith('.ts') && !entry.endsWith('.test.ts'))
      stores.set(basename(entry, '.ts'), storeMutations(readFileSync(join(storesDir, entry), 'utf8')))
  return stores
}

/** The component's store variables (`const servers = useServersStore()`), with their changing actions. */
function storeVariables(file: ts.SourceFile, mutations: Mutations): Map<string, ReadonlySet<string>> {
  const imports = new Map<string, string>()
  const variables = new Map<string, ReadonlySet<string>>()
  walk(file, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = /\/stores\/([\w-]+)$/.exec(node.moduleSpecifier.text)?.[1]
      const names = node.importClause?.namedBindings
      if (from && names && ts.isNamedImports(names)) for (const el of names.elements) imports.set(el.name.text, from)
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer
      if (ts.isCallExpression(init) && ts.isIdentifier(init.expression)) {
        const store = imports.get(init.expression.text)
        const actions = store ? mutations.get(store) : undefined
        if (actions) variables.set(node.name.text, actions)
      }
    }
  })
  return variables
}

/** Names bound to a guarded confirmation (`const confirmDanger = useDangerConfirm()`). */
function confirmNames(file: ts.SourceFile): Set<string> {
  return boundNames(file, (init) => ts.isCallExpression(init) && GUARDED_CONFIRMS.has(init.expression.getText()))
}

/** The component's own wrappers of the guard (`const run = (…) => attempt(…)`): what they are given runs guarded. */
function wrapperNames(file: ts.SourceFile): Set<string> {
  return boundNames(
    file,
    (init) =>
      ts.isArrowFunction(init) && ts.isCallExpression(init.body) && GUARDED_CALLS.has(init.body.expression.getText()),
  )
}

function boundNames(file: ts.SourceFile, bound: (init: ts.Expression) => boolean): Set<string> {
  const names = new Set<string>()
  walk(file, (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return
    if (bound(node.initializer)) names.add(node.name.text)
  })
  return names
}

interface ScriptView {
  file: ts.SourceFile
  confirms: Set<string>
  wrappers: Set<string>
  /** A name's uses in the template, each: is it inside a guarded attribute. */
  templateUses: (name: string) => boolean[]
}

/** Is this function node run guarded: an argument of a guarded call, or `run` of a guarded confirmation. */
function guardedFunction(fn: ts.Node, view: ScriptView): boolean {
  const parent = fn.parent
  if (ts.isCallExpression(parent) && parent.arguments.includes(fn as ts.Expression)) {
    return guardedCallee(parent, view)
  }
  if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'run') {
    const call = parent.parent.parent
    return ts.isCallExpression(call) && view.confirms.has(call.expression.getText())
  }
  return false
}

const isFunction = (node: ts.Node) =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)

/**
 * Is this node guarded: inside a function that runs guarded, or inside a named function (or const) of the
 * component every use of which is itself guarded (in the script, or a ConfirmByTyping `:action` in the template).
 */
function guarded(node: ts.Node, view: ScriptView, seen: Set<string> = new Set()): boolean {
  for (let at: ts.Node = node; !ts.isSourceFile(at); at = at.parent) {
    if (isFunction(at) && guardedFunction(at, view)) return true
    const name = named(at)
    if (name && at !== node && !seen.has(name)) return usesGuarded(name, at, view, new Set([...seen, name]))
  }
  return false
}

function usesGuarded(name: string, declaration: ts.Node, view: ScriptView, seen: Set<string>): boolean {
  const uses: ts.Node[] = []
  walk(view.file, (node) => {
    if (ts.isIdentifier(node) && node.text === name && node.parent !== declaration && reference(node)) uses.push(node)
  })
  const inTemplate = view.templateUses(name)
  if (uses.length + inTemplate.length === 0) return false
  return inTemplate.every(Boolean) && uses.every((use) => handedToGuard(use, view) || guarded(use, view, seen))
}

/** A function handed by name to a guarded call (`useFormSubmit(formRef, publish)`). */
function handedToGuard(use: ts.Node, view: ScriptView): boolean {
  const call = use.parent
  if (!ts.isCallExpression(call) || !call.arguments.includes(use as ts.Expression)) return false
  return guardedCallee(call, view)
}

/** A call that runs its function arguments guarded (`useFormSubmit`, `runner.once`, a wrapper of attempt). */
function guardedCallee(call: ts.CallExpression, view: ScriptView): boolean {
  const callee = call.expression.getText()
  return GUARDED_CALLS.has(callee) || GUARDED_CALLS.has(callee.split('.').pop() ?? '') || view.wrappers.has(callee)
}

/** The template's attribute expressions: name and value, with the value's line. */
function templateAttributes(template: string, startLine: number): Array<{ name: string; value: string; line: number }> {
  const found: Array<{ name: string; value: string; line: number }> = []
  for (const match of template.matchAll(/\s([:@#]|v-[\w-]+:?)([\w.:-]*)="([^"]*)"/g)) {
    const line = startLine + template.slice(0, match.index).split('\n').length - 1
    found.push({ name: match[1]! + match[2]!, value: match[3]!, line })
  }
  for (const match of template.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
    const line = startLine + template.slice(0, match.index).split('\n').length - 1
    found.push({ name: '{{}}', value: match[1]!, line })
  }
  return found
}

const word = (name: string) => new RegExp(`(^|[^\\w.$'"\`])${name.replace(/\$/g, '\\$')}\\b`)

/** `servers.runAction` where `servers` is a store and runAction one of its changing actions. */
function changesThroughStore(node: ts.Node, stores: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return false
  return stores.get(node.expression.text)?.has(node.name.text) ?? false
}

/** `call('servers:runAction', …)`: the bridge asked for a change straight from a component. */
function changesThroughBridge(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'call') return false
  const channel = node.arguments[0]
  return !!channel && ts.isStringLiteral(channel) && CHANGING_CHANNELS.has(channel.text)
}

/** What one component (its script and template) does outside the guard. */
export function checkComponent(path: string, source: string, mutations: Mutations): Finding[] {
  const isVue = path.endsWith('.vue')
  const sfc = isVue ? parseSfc(source).descriptor : null
  const block = sfc ? (sfc.scriptSetup ?? sfc.script) : null
  const script = isVue ? (block?.content ?? '') : source
  const scriptLine = block ? block.loc.start.line - 1 : 0
  const file = ts.createSourceFile(path, script, ts.ScriptTarget.Latest, true)
  const attributes = sfc?.template ? templateAttributes(sfc.template.content, sfc.template.loc.start.line) : []
  const view: ScriptView = {
    file,
    confirms: confirmNames(file),
    wrappers: wrapperNames(file),
    templateUses: (name) =>
      attributes.filter((a) => word(name).test(a.value)).map((a) => GUARDED_ATTRIBUTE.test(a.name)),
  }
  const findings: Finding[] = []
  const stores = storeVariables(file, mutations)
  walk(file, (node) => {
    if (!(changesThroughStore(node, stores) || changesThroughBridge(node)) || guarded(node, view)) return
    const line = scriptLine + file.getLineAndCharacterOfPosition(node.getStart()).line + 1
    findings.push({ file: path, line, text: node.getText() })
  })
  for (const attribute of attributes) {
    if (GUARDED_ATTRIBUTE.test(attribute.name)) continue
    for (const [store, actions] of stores)
      for (const action of actions)
        if (word(`${store}\\.${action}`).test(attribute.value))
          findings.push({ file: path, line: attribute.line, text: `${attribute.name}="${attribute.value}"` })
  }
  return findings
}

function* componentFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* componentFiles(path)
    else if (entry.name.endsWith('.vue') || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))) yield path
  }
}

/** Every component of the renderer checked (views only: composables and the kit hold the guard itself). */
export function checkRenderer(root: string): Finding[] {
  const mutations = readStoreMutations(join(root, 'renderer/src/stores'))
  const findings: Finding[] = []
  for (const path of componentFiles(join(root, 'renderer/src/components')))
    findings.push(...checkComponent(relative(root, path), readFileSync(path, 'utf8'), mutations))
  return findings
}
