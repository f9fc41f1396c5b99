import type { HostMode } from '../../shared/channels/app'
import type { ApiTuning } from '../accounts/api-clients'
import type { WriteFs } from '../files/atomic-write'
import type { ClipboardPort, Clock, Logger, NetworkPort, SecretStore, UpdateSource } from '../ports'

/** What a host hands the backend: who it is, where its data lives, its ports, and the tunings tests shorten. */
export interface BackendDeps {
  mode: HostMode
  appName: string
  appVersion: string
  platform: string
  /** Where accounts, caches and preferences live (never secrets). */
  dataDir: string
  secretStore: SecretStore
  /**
   * The system clipboard a copied secret goes to and is cleared from (the desktop host's). Absent (the browser host,
   * whose clipboard is the page's): the window is handed the secret to copy and clears it itself.
   */
  clipboard?: ClipboardPort
  clock?: Clock
  log?: Logger
  /** Duration of one step of the Demo account's simulated tasks. */
  demoPaceMs?: number
  /** Points the Demo account at an already running sandbox instead of starting one (e2e tests). */
  demoApiUrl?: string
  /** Waits between reachability probes while an account is offline (tests shorten them). */
  probeDelaysMs?: readonly number[]
  /** Per-attempt timeout and GET retries of the API clients (tests shorten them). */
  apiTuning?: ApiTuning
  /** [0, 1): jitter of the re-reads of failed sections (tests pin it). */
  random?: () => number
  /** The waits between re-reads of what is settling (settling-rereads.ts); [] turns them off (tests that count requests). */
  settlingDelaysMs?: readonly number[]
  /** How long one change may take before Hostdeck stops waiting (ACTION_TIME_LIMIT_MS; tests shorten it). */
  actionTimeLimitMs?: number
  /** The wait between two requests of a zone-file import (tests shorten it). */
  importPaceMs?: number
  /** The fleet's clock (warnings, background watching); defaults to `clock`, shifted by HOSTDECK_FLEET_NOW. */
  fleetClock?: Clock
  /** Background watching's cadence (default 6 hours). */
  watchIntervalMs?: number
  /** How API calls leave (Electron's net.fetch, undici with the proxy environment); the runtime's fetch when absent. */
  network?: NetworkPort
  /** The system's languages, best first: a first run speaks the first one Hostdeck knows. */
  systemLanguages?: readonly string[]
  /** The generic update feed, read by core (`feed`): unpackaged runs pointed at one; none: not checked. */
  updateFeedUrl?: string
  /**
   * The public key the feed's files must be signed with (raw Ed25519 in base64url); the one built into the app
   * (RELEASE_PUBLIC_KEY) when absent. Only a test feed's run sets another: the feed check installs nothing.
   */
  updateReleaseKey?: string
  /** Where the host looks for updates instead (the packaged desktop app's electron-updater); wins over the feed. */
  updateSource?: UpdateSource
  /** A quiet update check this long after the start (the desktop app); none when absent. */
  updateCheckAfterMs?: number
  /** The file system the snapshot cache writes through (the bench counts the bytes written). */
  cacheFs?: WriteFs
}
