import { chmodSync, mkdirSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/** Owner only: the data folder holds account records, caches and (in a fallback) sealed tokens. */
export const PRIVATE_DIR_MODE = 0o700

/**
 * Makes the data folder the host is about to use private: created with mode 0700 when missing (its missing
 * parents too), and an existing one tightened to 0700. On Windows the mode bits mean little; the folder under
 * %APPDATA% is already the user's own.
 */
export function preparePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  if (process.platform === 'win32') return
  if ((statSync(dir).mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE)
}

/** The same folder Electron would use as userData, so every host (window, browser, command line) shares accounts and caches. */
export function defaultDataDir(): string {
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Hostdeck')
  if (process.platform === 'win32')
    return join(process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Hostdeck')
  return join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Hostdeck')
}
