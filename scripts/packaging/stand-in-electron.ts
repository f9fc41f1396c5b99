// A stand-in for Electron's Linux distribution folder, for the packaging check and its tests.
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The fuse wire's marker in Electron's binary (@electron/fuses' SENTINEL, which its package does not export). */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'

/**
 * Electron's own fuse defaults (Electron ≥ 41, nine fuses): RunAsNode, CookieEncryption, NodeOptions, CliInspect,
 * AsarIntegrity, OnlyFromAsar, V8Snapshot, FileProtocol, WasmTrapHandlers.
 */
export const ELECTRON_DEFAULT_FUSES = '101100011'

/**
 * An Electron distribution folder with Linux's layout whose `electron` is a shell script carrying a fuse wire
 * in Electron's format (sentinel, version 1, length, one byte per fuse, Electron's defaults): electron-builder
 * copies and renames it, and flips its fuses (`electronFuses`) as it would the real binary's. No
 * `resources/default_app.asar`: electron-builder 26 reads every archive in resources/ for the asar integrity,
 * and an empty one is not an archive.
 */
export async function createStandInElectron(dir: string, version: string): Promise<void> {
  await mkdir(join(dir, 'resources'), { recursive: true })
  await mkdir(join(dir, 'locales'), { recursive: true })
  const defaults = ELECTRON_DEFAULT_FUSES
  const wire = Buffer.concat([Buffer.from(FUSE_SENTINEL), Buffer.from([1, defaults.length]), Buffer.from(defaults)])
  const script = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stand-in Electron: packaging check only" >&2\nexit 1\n# '),
    wire,
    Buffer.from('\n'),
  ])
  await writeFile(join(dir, 'electron'), script)
  await chmod(join(dir, 'electron'), 0o755)
  await writeFile(join(dir, 'locales', 'en-US.pak'), '')
  await writeFile(join(dir, 'LICENSE'), 'stand-in')
  await writeFile(join(dir, 'version'), version)
}
