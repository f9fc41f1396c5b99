#!/usr/bin/env node
// `hostdeck` (and `npm run -s cli`): runs the command line's bundle, out/cli/hostdeck.mjs, built here first when it
// is missing or older than the sources (scripts/cli-bundle.mjs; some seconds, once). No app build is needed first.
import { pathToFileURL } from 'node:url'
import { ensureBundle } from '../scripts/cli-bundle.mjs'

await import(pathToFileURL(await ensureBundle()).href)
