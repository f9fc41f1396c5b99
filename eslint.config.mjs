import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import pluginVue from 'eslint-plugin-vue'
import prettier from 'eslint-config-prettier/flat'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'resources/**'] },
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
    // The backend and the sandbox run in Electron, in the browser host and in tests alike.
    files: ['electron/core/**/*.ts', 'electron/sandbox/**/*.ts', 'electron/shared/**/*.ts', 'electron/web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'core, shared, web and sandbox must not import electron' },
            { name: 'keytar', message: 'reach the keychain through the SecretStore port' },
          ],
        },
      ],
    },
  },
  {
    // The renderer only ever sees the contract's types and pure shared helpers: never node, never core.
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/electron/core/**', '**/electron/main/**', '**/electron/sandbox/**', 'node:*'],
              message: 'the renderer talks to the backend through the contract only',
            },
            { group: ['**/electron/shared/**'], message: 'import the contract and shared helpers as @shared/…' },
          ],
        },
      ],
    },
  },
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
