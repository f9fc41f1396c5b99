#!/usr/bin/env node
// `hostdeck`: runs the command line from a checkout through Vite's module runner (scripts/run-ts.mjs), which gives
// the core the `import.meta.glob` its parts find themselves by; no app build is needed first.
import { fileURLToPath } from 'node:url'

process.argv.splice(2, 0, fileURLToPath(new URL('../electron/cli/main.ts', import.meta.url)))
await import('../scripts/run-ts.mjs')
