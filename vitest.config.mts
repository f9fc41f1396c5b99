import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./electron/shared', import.meta.url)) } },
  test: {
    include: ['electron/**/*.test.ts', 'renderer/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: 'forks',
    // Tests never touch the user's real keychain entries.
    env: { HOSTDECK_KEYCHAIN_SERVICE: 'Hostdeck-test' },
  },
})
