import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { precompiledMessages } from './scripts/vite/precompiled-messages.mjs'
import { startChunk } from './scripts/vite/start-chunk.mjs'

/** What boot.ts imports: the bridge, the start-up calls, and Vite's loader of lazy chunks (see renderer/src/boot.ts). */
const BOOT_MODULES =
  /[\\/](renderer[\\/]src[\\/](start-calls|api[\\/]client|bridge[\\/]web-bridge)|electron[\\/]shared[\\/]errors)\.ts$|vite[\\/]preload-helper/

const BOOT_ENTRY = /[\\/]renderer[\\/](index\.html|src[\\/]boot\.ts)/

export default defineConfig({
  main: {
    build: {
      // keytar is an optional native dependency: load it from node_modules at run time, never bundle it.
      externalizeDeps: { include: ['keytar'] },
      rollupOptions: {
        // One build serves the desktop app (index), the browser host (web) and the command line (cli): same backend,
        // same contract.
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          web: resolve(__dirname, 'electron/web/index.ts'),
          cli: resolve(__dirname, 'electron/cli/main.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload may only require('electron'): bundle everything else into one CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    // The renderer imports the contract's types and pure shared helpers as @shared/… (never deeper climbs).
    resolve: {
      alias: {
        '@shared': resolve(__dirname, 'electron/shared'),
        // The runtime-only build: messages come compiled (precompiledMessages), the compiler stays out.
        'vue-i18n': resolve(__dirname, 'node_modules/vue-i18n/dist/vue-i18n.runtime.mjs'),
      },
    },
    define: {
      __INTLIFY_DROP_MESSAGE_COMPILER__: 'true',
      __VUE_I18N_LEGACY_API__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'true',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
    },
    build: {
      // Minified: less for V8 to parse before the first paint (panes and dialogs are split off and load on demand).
      minify: process.env.HOSTDECK_NO_MINIFY ? false : true,
      // HOSTDECK_SOURCEMAP=1 npm run build: source maps, to see what a chunk is made of.
      sourcemap: !!process.env.HOSTDECK_SOURCEMAP,
      rollupOptions: {
        // The page runs boot.ts (the start-up calls, a few KiB), which imports the app: main.ts, an entry of its
        // own so that index.html can preload it (startChunk) while boot.ts runs.
        input: { index: resolve(__dirname, 'renderer/index.html'), app: resolve(__dirname, 'renderer/src/main.ts') },
        output: {
          codeSplitting: {
            groups: [
              // What boot.ts needs, apart: it must not wait for the app's code.
              { name: 'boot', test: BOOT_MODULES, priority: 2 },
              // Everything else the first paint needs in one chunk beside the app's entry: split by who shares it,
              // it came as some thirty files, and their requests (six at a time) cost the start about 100 ms.
              // Lazy chunks stay apart.
              { name: 'start', tags: ['$initial'], test: (id) => !BOOT_ENTRY.test(id), priority: 1 },
            ],
          },
        },
      },
    },
    plugins: [precompiledMessages(__dirname), vue(), startChunk('renderer/src/main.ts')],
  },
})
