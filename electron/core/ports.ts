import type { ProxyPreference } from '../shared/models/preferences'
import type { UpdateCheck } from '../shared/models/updates'
import type { InvokeResult } from '../shared/errors'

/** The few things the backend needs from its host, passed in so core never imports Electron or keytar. */

export interface SecretStore {
  /** Where secrets live, for the UI: 'keychain', 'safeStorage' or 'session' (not remembered). */
  readonly kind: 'keychain' | 'safeStorage' | 'session'
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  delete(account: string): Promise<boolean>
}

/** The system clipboard, as the desktop host reaches it (Electron's clipboard); a host without one has none. */
export interface ClipboardPort {
  readText(): Promise<string>
  writeText(text: string): Promise<void>
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

/**
 * And what the host gets back: the whole backend as its hosts see it (the Electron main process and the browser
 * host call the same thing). Made by `createBackend` (`core/backend.ts`), which only the hosts import.
 */
export interface Backend {
  /** `meta` travels beside the input (a request id for app:cancel, the account the caller expects). */
  invoke(channel: string, input: unknown, meta?: unknown): Promise<InvokeResult<unknown>>
  on(event: string, listener: (payload: unknown) => void): () => void
  dispose(): Promise<void>
}

/** The backend as created: tests may also wait for what it does on its own at start. */
export interface CreatedBackend extends Backend {
  /** Resolves once the active account's cache has been read ahead (or could not be): what the page asks first. */
  preparedAhead(): Promise<void>
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
