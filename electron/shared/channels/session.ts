import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import type { HostdeckErrorData } from '../errors'
import type {
  Account,
  DnsZone,
  Image,
  Location,
  PrivateNetwork,
  PublicNetwork,
  Server,
  ServiceCapabilities,
  SshKey,
  SslCertificate,
  Storage,
  StorageUser,
  UnreadableItem,
} from '../models'
import type { SessionChange } from '../session-change'

/**
 * Everything Hostdeck knows about one account's resources. A section is undefined when the account's API
 * does not offer it (an extension that answered 404/405) — the UI hides it rather than failing.
 */
export interface AccountSnapshot {
  servers?: Server[]
  privateNetworks?: PrivateNetwork[]
  publicNetworks?: PublicNetwork[]
  locations?: Location[]
  dnsZones?: DnsZone[]
  sslCertificates?: SslCertificate[]
  /** null = object storage is not activated. */
  storage?: Storage | null
  storageUsers?: StorageUser[]
  sshKeys?: SshKey[]
  /** Public templates and the account's own images (GET /image). */
  images?: Image[]
  account?: Account
  /** Per section, the items the service sent that could not be read (left out of the list, shown as a count). */
  unreadable?: Partial<Record<SnapshotSection, UnreadableItem[]>>
}

// The section names and the revision rule live in models/session.ts: the renderer's first paint needs them without zod.
import { SNAPSHOT_SECTIONS, isNewerSession, type SnapshotSection } from '../models/session'
export { SNAPSHOT_SECTIONS, isNewerSession, type SnapshotSection }

/**
 * loading: nothing to show yet · ready: data is current · offline: the API is unreachable, showing cached
 * data read-only · error: the API answered but refused (bad token…), `problem` says what to do.
 */
export type SessionStatus = 'loading' | 'ready' | 'offline' | 'error'

export interface SessionState {
  /**
   * Increases with every change of any account's session: answers and pushed events can arrive out of
   * order, and the renderer keeps whichever state is newest.
   */
  revision: number
  accountId: string
  status: SessionStatus
  /** True while a refresh is in flight (the data shown stays usable). */
  refreshing: boolean
  snapshot: AccountSnapshot | null
  /** When the snapshot was fetched (ISO); the offline banner and the status bar show it. */
  fetchedAt: string | null
  /** True when the snapshot came from the disk cache and has not been refreshed yet. */
  fromCache: boolean
  problem: HostdeckErrorData | null
  /** Sections that could not be refreshed, with why; their last data is kept. */
  sectionProblems: Partial<Record<SnapshotSection, string>>
  /**
   * Per section, when it was last read successfully (ISO; a section the API does not offer counts as read).
   * A section that failed keeps its earlier time; one never read has none. From the disk cache (fromCache),
   * the times they were read then. `fetchedAt` is when anything was last read (so not older than these).
   */
  sectionsFetchedAt: Partial<Record<SnapshotSection, string>>
  /** Where this account's token lives; 'session' means it will not be remembered after a restart. */
  secretStorage: 'keychain' | 'safeStorage' | 'session' | 'none'
}

/**
 * What a re-read answers with: whose state it was and the revision it reached. The state itself crossed the bridge
 * as it changed, in `session:changed` (only the sections that changed); the caller waits until it holds this
 * revision. At 100,000 records a whole state is some 34 MB: a Refresh, or a pane opened after 30 s, sent it again.
 */
export interface SessionReceipt {
  accountId: string
  revision: number
}

const sectionList = z.array(z.enum(SNAPSHOT_SECTIONS)).min(1).max(SNAPSHOT_SECTIONS.length)

export const sessionChannels = {
  'session:get': channel(z.undefined(), output<SessionState>()),
  /** Re-reads every section now (Refresh, F5), asking again for extensions the API lacked; offline, it probes. */
  'session:refresh': channel(z.undefined(), output<SessionReceipt>()),
  /**
   * Re-reads the named sections that are older than `olderThanMs` (or never read), e.g. when a pane opens; a
   * read of a section already in flight is joined rather than sent again. Answers at once when all are fresh,
   * and does nothing while offline (the probe re-reads everything once the API answers).
   */
  'session:refreshStale': channel(
    z
      .object({
        sections: sectionList,
        olderThanMs: z
          .number()
          .int()
          .min(0)
          .max(24 * 3600_000),
      })
      .strict(),
    output<SessionReceipt>(),
  ),
  /**
   * Re-reads some sections of the active account while something settles without a task to follow (servers
   * being deleted, a network being built, records being published). Refused while offline.
   */
  'session:reread': channel(z.object({ sections: sectionList }).strict(), output<null>()),
  /**
   * What the active account's service turned out to offer of the routes it may lack (servers' lifecycle, DNS
   * extensions, images), learnt by its API client: a route it refused hides its button. A full refresh asks again.
   */
  'session:capabilities': channel(z.undefined(), output<ServiceCapabilities>()),
}

export const sessionEvents = {
  /** What changed since the event before (session-change.ts); when the receiver cannot have that one, a reset (the answers carry the state). */
  'session:changed': event<SessionChange>(),
}
