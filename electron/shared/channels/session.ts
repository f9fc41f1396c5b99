import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import type { ServiceCapabilities } from '../models'
import type { SessionChange } from '../session-change'
import { RESOURCE_KINDS, SNAPSHOT_SECTIONS } from '../resources/registry'

// The session's plain types and the revision rule live in models/session.ts, the section names in the resource
// registry: the renderer's first paint needs them without zod, and neither imports anything from the channels.
export {
  isNewerSession,
  type AccountSnapshot,
  type SessionState,
  type SessionStatus,
  type SnapshotSection,
} from '../models/session'
import type { SessionState } from '../models/session'

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
/** A pane as the selection names it (ResourceRef). */
const paneRef = z
  .object({
    kind: z.enum(RESOURCE_KINDS),
    id: z.union([z.number(), z.string().max(200)]),
    parentId: z.number().optional(),
  })
  .strict()
const rereadSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('refresh') }).strict(),
  z.object({ reason: z.literal('pane'), pane: paneRef }).strict(),
  z.object({ reason: z.literal('check'), sections: sectionList }).strict(),
])
/** Why the window asks for a re-read (session:reread); the backend decides what that reads. */
export type RereadRequest = z.output<typeof rereadSchema>

export const sessionChannels = {
  'session:get': channel(z.undefined(), output<SessionState>()),
  /**
   * The one re-read the window asks for; the backend decides what it reads (core/session/reread-policy.ts) and
   * answers with the revision reached. `refresh`: every section now (Refresh, F5), asking again for extensions the
   * API lacked; offline, it probes. `pane`: the user opened this pane; its sections older than 30 s are re-read
   * (joining reads in flight; nothing while offline). `check`: a change may have been made; its sections are read
   * again now, joining a read in flight.
   */
  'session:reread': channel(rereadSchema, output<SessionReceipt>()),
  /**
   * What the active account's service turned out to offer of the routes it may lack (servers' lifecycle, DNS
   * extensions, images), learnt by its API client: a route it refused hides its button. A full refresh asks again.
   */
  'session:capabilities': channel(z.undefined(), output<ServiceCapabilities>()),
  /**
   * The rest of a large answer's first state (SessionState.pending), asked for once the window has painted it: sent
   * as a `fill` event (in parts) of that revision; the answer is its receipt, or null when no such fill is kept (it
   * was sent already, or too many answers came since): the window then asks for the state again.
   */
  'session:fill': channel(
    z.object({ revision: z.number().int().nonnegative() }).strict(),
    output<SessionReceipt | null>(),
  ),
}

export const sessionEvents = {
  /** What changed since the event before (session-change.ts); when the receiver cannot have that one, a reset (the answers carry the state). */
  'session:changed': event<SessionChange>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    session: { channels: typeof sessionChannels; events: typeof sessionEvents }
  }
}
