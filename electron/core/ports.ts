import type { ProxyPreference } from '../shared/models/preferences'
import type { UpdateCheck } from '../shared/models/updates'

/** The few things the backend needs from its host, passed in so core never imports Electron or keytar. */

export interface SecretStore {
  /** Where secrets live, for the UI: 'keychain', 'safeStorage' or 'session' (not remembered). */
  readonly kind: 'keychain' | 'safeStorage' | 'session'
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  delete(account: string): Promise<boolean>
}

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
  /** Where the log file is, when there is one (Settings shows it). */
  readonly folder?: string
  /** The last warnings and errors, already redacted (for diagnostics). */
  recentProblems?(): readonly string[]
}

/**
 * Where a newer version is looked for: `feed`, core's own read of the generic feed (the browser host, unpackaged
 * runs); `electron-updater`, the packaged desktop app's autoUpdater (electron/main/updater.ts), which can also install.
 */
export interface UpdateSource {
  readonly kind: 'feed' | 'electron-updater'
  check(): Promise<UpdateCheck>
  /** Downloads the version the last check found and restarts into it; absent where this source cannot install. */
  install?(): Promise<void>
}

/** A WHATWG fetch: the API client's way out (ofetch is given it). */
export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** How the host reaches the network for a proxy preference (Electron's net.fetch, or undici with the environment). */
export interface NetworkPort {
  fetchFor(proxy: ProxyPreference): FetchFn
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export const consoleLogger: Logger = {
  info: (m) => console.info(`[hostdeck] ${m}`),
  warn: (m) => console.warn(`[hostdeck] ${m}`),
  error: (m) => console.error(`[hostdeck] ${m}`),
}
