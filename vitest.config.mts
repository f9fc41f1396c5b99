import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { precompiledMessages } from './scripts/vite/precompiled-messages.mjs'

// Tests never touch the user's real keychain entries, and their live checks ask a closed loopback port for the
// system's resolvers: nothing beyond the machine.
const env = { HOSTDECK_KEYCHAIN_SERVICE: 'Hostdeck-test', HOSTDECK_LIVE_RESOLVERS: '127.0.0.1:1' }

export default defineConfig({
  plugins: [precompiledMessages(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./electron/shared', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // Most of the suite waits on loopback HTTP and paced simulators rather than computing: more files at once than
    // cores keeps both busy (one file at a time, the suite took twice as long on two cores).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['electron/**/*.test.ts', 'renderer/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          env,
        },
      },
      {
        // The simulator speaks the real service by default; the backend's tests run again against the seed's shapes.
        extends: true,
        test: {
          name: 'seed dialect',
          include: ['electron/core/**/*.test.ts'],
          env: { ...env, HOSTDECK_SANDBOX_DIALECT: 'seed' },
        },
      },
    ],
  },
})
