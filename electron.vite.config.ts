import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { precompiledMessages } from './scripts/vite/precompiled-messages.mjs'

export default defineConfig({
  main: {
    build: {
      // keytar is an optional native dependency: load it from node_modules at run time, never bundle it.
      externalizeDeps: { include: ['keytar'] },
      rollupOptions: {
        // One build serves the desktop app (index) and the browser host (web): same backend, same contract.
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          web: resolve(__dirname, 'electron/web/index.ts'),
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
        input: { index: resolve(__dirname, 'renderer/index.html') },
        // Everything the first paint needs in one chunk beside the entry: split by who shares it, it came as some
        // thirty files, and their requests (six at a time) cost the start about 100 ms. Lazy chunks stay apart.
        output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      },
    },
    plugins: [precompiledMessages(__dirname), vue()],
  },
})
