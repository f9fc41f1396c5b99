import type { AppInfo } from '../../shared/channels/app'
import type { UpdateCheck } from '../../shared/models/updates'
import type { AccountService } from '../accounts/account-service'
import type { Handlers } from '../dispatch'
import type { ImportBatches } from '../dns/import-batch'
import type { EventBus } from '../event-bus'
import type { FleetService } from '../fleet/fleet-service'
import type { Journal } from '../journal/journal'
import type { LiveService } from '../live/live-service'
import type { PreferenceStore } from '../preferences'
import type { SecretClipboard } from '../secret-store/secret-clipboard'
import type { TagService } from '../tags/tag-service'
import type { TaskCentre } from '../tasks/types'
import type { ResourceContext } from './resource-context'

/**
 * What the handlers work with: the services below them, each a member, so a handler file takes only the members
 * it needs (`Pick<HandlerContext, 'resources'>`). The composition root (`core/backend.ts`) fills it; no handler
 * sees how the backend was put together.
 */
export interface HandlerContext {
  /** What the app says of itself (`app:info`, the notices aside). */
  about: Omit<AppInfo, 'notices'>
  preferences: Pick<PreferenceStore, 'get' | 'update'>
  /** The notices found so far, each handed out once. */
  notices: () => Promise<string[]>
  /** The report of Help → Copy diagnostics. */
  diagnostics: () => Promise<string>
  updates: { check(): Promise<UpdateCheck>; install(): Promise<null> }
  accounts: AccountService
  resources: ResourceContext
  tasks: TaskCentre
  journal: Journal
  imports: ImportBatches
  fleet: FleetService
  /** The zones' live checks ("is it live?"): probes of the user's own name servers and chosen resolvers. */
  live: LiveService
  /** Tags, notes and saved views. */
  tags: TagService
  /** Where a copied secret goes, cleared again after a short time. */
  clipboard: Pick<SecretClipboard, 'copy'>
  /** Tells the windows what happens as it happens (a bulk action's items). */
  bus: Pick<EventBus, 'emit'>
  /** Every channel's handler as the backend runs it (journaled): what a revert sends through. */
  handlers: () => Handlers
}

/**
 * Every handler file's builders (`handlers/<domain>.ts`), by a name of the file's own: each file exports its
 * `build…Handlers(ctx)` functions and adds their types here by declaration merging, so `handlers/index.ts` finds
 * them with `import.meta.glob` and keeps their exact types:
 *
 *   declare module './handler-context' { interface HandlerSlices { dns: typeof buildDnsHandlers } }
 *
 * This file imports only types from below the handlers (and the resource context's), so no part ties itself into
 * a circle by naming it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface HandlerSlices {}
