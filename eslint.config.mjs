import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier/flat'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** What the renderer never imports: node, the backend, and the shared code by a relative path. */
const RENDERER_BOUNDARY = [
  {
    group: ['**/electron/core/**', '**/electron/main/**', '**/electron/sandbox/**', 'node:*'],
    message: 'the renderer talks to the backend through the contract only',
  },
  { group: ['**/electron/shared/**'], message: 'import the contract and shared helpers as @shared/…' },
]

/** Views: a store, a composable, a resource view never imports a component. */
const VIEWS = { regex: '(^|/)components/', message: 'views (components) are above this layer: move the helper down' }

/** Composables are views' helpers: a store never imports one. */
const COMPOSABLES = { regex: '(^|/)composables/', message: 'composables are above the stores: move the state down' }

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A layer of the renderer: the imports it must not make (errors, beside the renderer's boundary), and the TODO
 * imports it still makes (`warn`, paths ending the import: warnings until they move, left out of the errors).
 */
function layer(name, files, forbidden, { warn = [] } = {}) {
  const todo = warn.map(escape).join('|')
  const unlessTodo = warn.length ? `^(?!.*(${todo})$).*` : ''
  return {
    name: `renderer layer: ${name}`,
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...RENDERER_BOUNDARY, ...forbidden.map((rule) => ({ ...rule, regex: unlessTodo + rule.regex }))] },
      ],
      ...(warn.length
        ? {
            '@typescript-eslint/no-restricted-imports': [
              'warn',
              { patterns: [{ regex: `(${todo})$`, message: `TODO (${name}): move this module below the layer` }] },
            ],
          }
        : {}),
    },
  }
}

/** What no file of core, shared, web, the command line or the sandbox imports: they run outside Electron too. */
const NODE_SIDE_PATHS = [
  { name: 'electron', message: 'core, shared, web, cli and sandbox must not import electron' },
  { name: 'keytar', message: 'reach the keychain through the SecretStore port' },
]

/**
 * The core's layers, top to bottom; a file imports only from its own layer and those below it. The composition
 * root (backend.ts, which only the hosts import, and the modules it composes with, compose/) → the handlers →
 * the services (accounts, session, fleet, journal, tasks, dns imports, updates, preferences, secret stores) → the
 * API client → the base (files, network, log, the ports, errors, the event bus, dispatch and the hosts' small
 * helpers). Each entry names the layer's top-level folders and files of electron/core.
 */
const CORE_LAYERS = [
  ['the composition root', ['backend', 'compose']],
  ['the handlers', ['handlers']],
  [
    'the services',
    [
      'accounts',
      'session',
      'fleet',
      'journal',
      'tasks',
      'dns',
      'live',
      'updates',
      'preferences',
      'secret-store',
      'tags',
    ],
  ],
  ['the API client', ['api']],
  [
    'the base',
    [
      ...['files', 'network', 'log', 'ports', 'errors', 'event-bus', 'event-loop', 'dispatch', 'invoke-scope', 'heap'],
      ...['progress', 'renderer-files', 'start-page'],
    ],
  ],
]

/** How deep below electron/core a file may sit: a layer's rules are written per depth, as `../` counts it. */
const CORE_DEPTHS = [0, 1, 2, 3]
/** Tests and their kits start whole backends and simulators: they stand beside the layers, not in them. */
const CORE_TESTS = [
  'electron/core/**/*.test.ts',
  'electron/core/**/test-kit.ts',
  'electron/core/session/live-kit.ts',
  'electron/core/tasks/tracker-kit.ts',
]

/** An import from `depth` folders below electron/core that lands in one of `names` (a top-level folder or file). */
const landsIn = (depth, names) => `^(${depth === 0 ? '\\./' : `(\\.\\./){${depth}}`})(${names.join('|')})(/|$)`

/** The files of `names` that sit `depth` folders below electron/core. */
const filesOf = (depth, names) =>
  depth === 0
    ? names.map((name) => `electron/core/${name}.ts`)
    : names.map((name) => `electron/core/${name}/${'*/'.repeat(depth - 1)}*.ts`)

/** Only the hosts import the composition root: a core file takes what it needs as a port from below. */
const compositionRoot = (depth) => ({
  regex: landsIn(depth, ['backend']),
  message:
    'core/backend.ts is the composition root: only the hosts import it (electron/main, electron/web, core/test-kit.ts); take a port from below (ports.ts, handlers/handler-context.ts)',
})

/** A rule per layer and depth: the composition root and every layer above this one are out of reach. */
function coreLayers() {
  const configs = CORE_DEPTHS.map((depth) => ({
    name: `core: the composition root is the hosts' (depth ${depth})`,
    files: [`electron/core/${'*/'.repeat(depth)}*.ts`],
    ignores: ['electron/core/test-kit.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: NODE_SIDE_PATHS, patterns: [compositionRoot(depth)] }] },
  }))
  CORE_LAYERS.forEach(([name, names], index) => {
    const above = CORE_LAYERS.slice(0, index)
    for (const depth of CORE_DEPTHS) {
      // backend.ts itself is compositionRoot's to refuse, with the hosts named.
      const patterns = above.map(([upper, upperNames]) => ({
        regex: landsIn(
          depth,
          upperNames.filter((n) => n !== 'backend'),
        ),
        message: `the core's layers run one way: ${name} must not import ${upper}; move what it needs down, or take it as a port`,
      }))
      configs.push({
        name: `core layer: ${name} (depth ${depth})`,
        files: filesOf(depth, names),
        ignores: CORE_TESTS,
        rules: {
          'no-restricted-imports': [
            'error',
            { paths: NODE_SIDE_PATHS, patterns: [compositionRoot(depth), ...patterns] },
          ],
        },
      })
    }
  })
  return configs
}

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'resources/**',
      // The build's config, bundled for a moment beside itself while \`npm test\` lints side by side with the build.
      '*.config.ts.*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'no-restricted-imports': 'off',
    },
  },
  {
    // The backend and the sandbox run in Electron, in the browser host, on the command line and in tests alike.
    files: [
      'electron/core/**/*.ts',
      'electron/sandbox/**/*.ts',
      'electron/shared/**/*.ts',
      'electron/web/**/*.ts',
      'electron/cli/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: NODE_SIDE_PATHS }],
    },
  },
  {
    // The renderer only ever sees the contract's types and pure shared helpers: never node, never core.
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: { 'no-restricted-imports': ['error', { patterns: RENDERER_BOUNDARY }] },
  },
  // Layers inside the renderer: views (components) → composables → stores → bridge, with the resource kinds'
  // views, the tree model and the pure formatting helpers (resources/, tree/, format/) below the stores.
  layer('stores', ['renderer/src/stores/**/*.ts'], [VIEWS, COMPOSABLES]),
  layer('composables', ['renderer/src/composables/**/*.ts'], [VIEWS]),
  layer(
    'resources, tree and format',
    ['renderer/src/resources/**/*.ts', 'renderer/src/tree/**/*.ts', 'renderer/src/format/**/*.ts'],
    [
      VIEWS,
      { regex: '(^|/)(stores|composables)/', message: 'kinds, the tree model and formatting are below the stores' },
    ],
  ),
  // Layers inside the core (CORE_LAYERS above): no import climbs, and none reaches the composition root.
  ...coreLayers(),
  // The UI kit is presentational: props, events and slots; what it shows of the app comes from the kit context.
  layer(
    'the UI kit',
    ['renderer/src/components/kit/**/*.ts', 'renderer/src/components/kit/**/*.vue'],
    [{ regex: '(^|/)stores/', message: 'the UI kit takes props and emits events; it reads no store (useKit)' }],
  ),
  {
    // One file-name case per layer (CONTRIBUTING.md): kebab-case modules, PascalCase components, useXxx composables.
    files: ['electron/**/*.ts', 'renderer/src/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['renderer/src/composables/use*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': [
        'error',
        { 'electron/**/': 'KEBAB_CASE', 'renderer/src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['renderer/src/**/*.vue'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.vue': 'PASCAL_CASE' }] },
  },
  {
    files: ['renderer/src/composables/use*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': 'CAMEL_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  // Formatting is prettier's (npm run lint checks it): the rules that would disagree with it are off.
  prettier,
)
