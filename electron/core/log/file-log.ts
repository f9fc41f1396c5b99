import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../ports'
import type { Redactor } from './redact'

export const LOG_FILE = 'hostdeck.log'

export interface FileLogOptions {
  /** The folder (the data folder's `logs/`), created when missing. */
  dir: string
  redactor: Redactor
  /** Rotates past this size (default 1 MB) … */
  maxBytes?: number
  /** … keeping this many older files (hostdeck.1.log is the newest of them; default 3). */
  keep?: number
  /** Also written here (the console of the process), redacted the same. */
  echo?: Logger
  now?: () => Date
}

export interface FileLogger extends Logger {
  readonly folder: string
  /** The last warnings and errors, newest last (for diagnostics). */
  recentProblems(): readonly string[]
}

const RECENT = 20

function rotate(dir: string, keep: number): void {
  rmSync(join(dir, `hostdeck.${keep}.log`), { force: true })
  for (let n = keep - 1; n >= 1; n--) {
    try {
      renameSync(join(dir, `hostdeck.${n}.log`), join(dir, `hostdeck.${n + 1}.log`))
    } catch {
      // Not there yet.
    }
  }
  renameSync(join(dir, LOG_FILE), join(dir, 'hostdeck.1.log'))
}

/**
 * A log a user can send: plain lines in `<dir>/hostdeck.log`, rotated by size, every line through the redactor
 * first. Lines are appended synchronously (few and short); a disk that refuses them does not stop Hostdeck.
 */
export function createFileLogger(options: FileLogOptions): FileLogger {
  const { dir, redactor, maxBytes = 1_000_000, keep = 3, echo, now = () => new Date() } = options
  const path = join(dir, LOG_FILE)
  const recent: string[] = []
  let size = -1
  let failed = false

  function write(level: 'info' | 'warn' | 'error', message: string): void {
    const text = redactor.redact(message)
    echo?.[level](text)
    const line = `${now().toISOString()} ${level.toUpperCase().padEnd(5)} ${text.replace(/\r?\n/g, ' ⏎ ')}\n`
    if (level !== 'info') {
      recent.push(line.trimEnd())
      if (recent.length > RECENT) recent.shift()
    }
    try {
      if (size < 0) {
        mkdirSync(dir, { recursive: true, mode: 0o700 })
        size = statSync(path, { throwIfNoEntry: false })?.size ?? 0
      }
      if (size > 0 && size + line.length > maxBytes) {
        rotate(dir, keep)
        size = 0
      }
      appendFileSync(path, line, { mode: 0o600 })
      size += Buffer.byteLength(line)
    } catch (error) {
      if (!failed) echo?.warn(`could not write the log in ${dir}: ${(error as Error).message}`)
      failed = true
    }
  }

  return {
    folder: dir,
    info: (m) => write('info', m),
    warn: (m) => write('warn', m),
    error: (m) => write('error', m),
    recentProblems: () => [...recent],
  }
}
