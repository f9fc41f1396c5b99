// A stand-in for Electron's Linux distribution folder, for the packaging check and its tests.
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SENTINEL } from '@electron/fuses/dist/constants'

/** Electron's own fuse defaults: RunAsNode, CookieEncryption, NodeOptions, CliInspect, AsarIntegrity, OnlyFromAsar, V8Snapshot, FileProtocol. */
export const ELECTRON_DEFAULT_FUSES = '10110001'

/**
 * An Electron distribution folder with Linux's layout whose `electron` is a shell script carrying a fuse wire
 * in Electron's format (sentinel, version 1, length, one byte per fuse, Electron's defaults): electron-builder
 * copies and renames it, and the afterPack hook flips its fuses as it would the real binary's.
 */
export async function createStandInElectron(dir: string, version: string): Promise<void> {
  await mkdir(join(dir, 'resources'), { recursive: true })
  await mkdir(join(dir, 'locales'), { recursive: true })
  const defaults = ELECTRON_DEFAULT_FUSES
  const wire = Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, defaults.length]), Buffer.from(defaults)])
  const script = Buffer.concat([Buffer.from('#!/bin/sh\necho "stand-in Electron: packaging check only" >&2\nexit 1\n# '), wire, Buffer.from('\n')])
  await writeFile(join(dir, 'electron'), script)
  await chmod(join(dir, 'electron'), 0o755)
  await writeFile(join(dir, 'resources', 'default_app.asar'), '')
  await writeFile(join(dir, 'locales', 'en-US.pak'), '')
  await writeFile(join(dir, 'LICENSE'), 'stand-in')
  await writeFile(join(dir, 'version'), version)
}

