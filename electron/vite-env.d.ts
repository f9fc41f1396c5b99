// `import.meta.glob` (Vite's, in the app's build, vitest and scripts/run-ts.mjs): how a kind's parts are found.
/// <reference types="vite/types/importMeta.d.ts" />
