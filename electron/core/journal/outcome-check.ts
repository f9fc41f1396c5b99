import { domainToASCII } from 'node:url'
import type { JournalEntry } from '../../shared/channels/journal'
import { sameName } from '../../shared/resources'
import type { CloudApi } from '../api'

/** What a check of an "outcome unknown" entry found: the change is there, is not, or the service cannot tell. */
export type Verdict = 'made' | 'notMade' | 'unknown'

/** The names a section holds now, for a creation asked by name (the item's id was never known). */
type NamesNow = (api: CloudApi) => Promise<string[]>

/**
 * The creations the backend can check, by the same rule as the forms' check (change-visible.ts `createdNamed`):
 * an item of the asked name is there after a re-read. The journal keeps no list of what was there before, so an
 * item of that name made earlier also counts.
 */
const CREATED: Partial<Record<string, NamesNow>> = {
  'servers:create': async (api) => (await api.servers.list()).map((s) => s.name),
  'sshKeys:create': async (api) => (await api.sshKeys.list()).map((k) => k.title),
  'networks:create': async (api) => (await api.networks.list()).map((n) => n.name),
  'dns:createZone': async (api) => (await api.dns.listZones()).map((z) => z.name),
  'storage:createUser': async (api) => (await api.storage.listUsers()).map((u) => u.name),
  'images:create': async (api) => (await api.images.list()).flatMap((i) => [i.name, i.displayName]),
}

/** The ids a section lists now, for a deletion (made once its id is gone). */
type IdsNow = (api: CloudApi) => Promise<number[]>
const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id)

/**
 * The deletions the backend can check, by the forms' `gone` rule: made once the id is no longer listed. One still
 * listed may be on its way out (a server's or an image's deletion takes a while): unknown, never "not made".
 */
const DELETED: Partial<Record<string, IdsNow>> = {
  'servers:delete': async (api) => ids(await api.servers.list()),
  'sshKeys:remove': async (api) => ids(await api.sshKeys.list()),
  'networks:delete': async (api) => ids(await api.networks.list()),
  'networks:deletePublic': async (api) => ids(await api.networks.listPublic()),
  'dns:deleteZone': async (api) => ids(await api.dns.listZones()),
  'storage:deleteUser': async (api) => ids(await api.storage.listUsers()),
  'images:delete': async (api) => ids(await api.images.list()),
}

async function deletionMade(api: CloudApi, entry: JournalEntry, listed: IdsNow): Promise<Verdict> {
  const id = entry.resource.id
  if (typeof id !== 'number') return 'unknown'
  return (await listed(api)).includes(id) ? 'unknown' : 'made'
}

/** How far the service's clock may run behind ours when an action's start is compared with the entry's time. */
const CLOCK_SLACK_MS = 60_000

/**
 * A server action, by the server's action history (the forms' `serverActionCheck`): made when an action of that
 * type started since the change was sent (or is still pending or running); not made when none did.
 */
async function serverActionMade(api: CloudApi, entry: JournalEntry): Promise<Verdict> {
  const { serverId, type } = entry.params
  if (typeof serverId !== 'number' || typeof type !== 'string') return 'unknown'
  const actions = await api.servers.listActions(serverId)
  const since = entry.at - CLOCK_SLACK_MS
  const made = actions.some((a) => {
    if (a.type !== type) return false
    const started = a.startDate === null ? Number.NaN : Date.parse(a.startDate)
    return Number.isNaN(started) ? a.phase === 'pending' || a.phase === 'running' : started >= since
  })
  return made ? 'made' : 'notMade'
}

/** Whether this check can tell anything of the entry's operation (the others stay "outcome unknown"). */
export function canCheck(entry: Pick<JournalEntry, 'operation'>): boolean {
  const { operation } = entry
  return operation === 'servers:runAction' || CREATED[operation] !== undefined || DELETED[operation] !== undefined
}

/**
 * Asks the service now whether the change of an entry whose answer was lost was made. A read that fails (the
 * service down, the server gone) tells nothing: "unknown", to be checked again later.
 */
export async function checkOutcome(entry: JournalEntry, api: CloudApi): Promise<Verdict> {
  try {
    if (entry.operation === 'servers:runAction') return await serverActionMade(api, entry)
    const deleted = DELETED[entry.operation]
    if (deleted) return await deletionMade(api, entry, deleted)
    const names = CREATED[entry.operation]
    const asked = entry.resource.name
    if (!names || asked === null) return 'unknown'
    // A zone asked for by its Unicode name may be listed by its ASCII (punycode) one.
    const forms = entry.operation === 'dns:createZone' ? [asked, domainToASCII(asked)].filter(Boolean) : [asked]
    const there = (await names(api)).some((name) => forms.some((form) => sameName(name, form)))
    return there ? 'made' : 'notMade'
  } catch {
    return 'unknown'
  }
}
