#!/usr/bin/env node
// `hostdeck` (and `npm run -s cli`): runs the command line's bundle, out/cli/<build>/hostdeck.mjs, built here first
// when it is missing or older than the sources (scripts/cli-bundle.mjs; some seconds, once). No app build is needed
// first. V8's code cache is kept beside the builds: a later call skips compiling the bundle again.
import module from 'node:module'
import { pathToFileURL } from 'node:url'
import { compileCacheDir, completionBundle, ensureBundle } from '../scripts/cli-bundle.mjs'

module.enableCompileCache?.(compileCacheDir)
// A shell's Tab press (`__complete`) runs the build's small completion entry as it is: see completionBundle.
const quick = process.argv[2] === '__complete' ? completionBundle() : undefined
await import(pathToFileURL(quick ?? (await ensureBundle())).href)
