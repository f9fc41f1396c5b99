import type { serverChannels } from '../../../shared/channels/servers'
import type { JournalValue } from '../../../shared/channels/journal'
import type { AccountSnapshot } from '../../../shared/contract'
import type { JournalEntry } from '../../../shared/channels/journal'
import type { CloudApi } from '../../api'
import { idOf, idsOf, serverName, type Operations, type Verdict } from './operation-kit'

/** The size a server had when a resize was sent, so the history can say "2 → 4 cores" (the service never says). */
function sizeBefore(known: AccountSnapshot | null, serverId: number): Record<string, JournalValue> {
  const server = known?.servers?.find((s) => s.id === serverId)
  if (!server) return {}
  return { cpuBefore: server.cpu, ramBefore: server.ram, hddBefore: server.hdd }
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

export const serverOperations: Operations<typeof serverChannels> = {
  'servers:runAction': {
    kind: 'server',
    outcome: { own: serverActionMade },
    fields: 'all',
    describe: (i, k) => ({
      id: i.serverId,
      name: serverName(k, i.serverId),
      summary: `${i.type} of ${serverName(k, i.serverId)}`,
    }),
    result: idOf,
  },
  'servers:deleteBatch': {
    kind: 'server',
    fields: 'all',
    describe: ({ ids }, k) => {
      const names = ids.map((id) => serverName(k, id)).join(', ')
      return {
        id: ids.length === 1 ? ids[0]! : null,
        name: names,
        summary: `Delete ${ids.length === 1 ? 'server' : 'servers'} ${names}`,
      }
    },
  },
  'servers:create': {
    kind: 'server',
    outcome: { created: async (api) => (await api.servers.list()).map((s) => s.name) },
    // Never the admin password the answer may carry: only the id of the new server is kept. The image's family
    // only tells the form whether SSH keys may be chosen.
    fields: { allBut: ['imageFamily'] },
    describe: (i) => ({ id: null, name: i.name, summary: `Create server ${i.name}` }),
    result: idOf,
  },
  'servers:resize': {
    kind: 'server',
    fields: 'all',
    describe: (i, k) => ({
      id: i.serverId,
      name: serverName(k, i.serverId),
      summary: `Resize ${serverName(k, i.serverId)}`,
      previous: sizeBefore(k, i.serverId),
    }),
    result: idOf,
  },
  'servers:rebuild': {
    kind: 'server',
    fields: 'all',
    describe: (i, k) => ({
      id: i.serverId,
      name: serverName(k, i.serverId),
      summary: `Rebuild ${serverName(k, i.serverId)} from image #${i.imageId}`,
    }),
    result: idOf,
  },
  'servers:clone': {
    kind: 'server',
    fields: 'all',
    describe: (i, k) => ({
      id: i.serverId,
      name: serverName(k, i.serverId),
      summary: `Clone ${serverName(k, i.serverId)} as ${i.name}`,
    }),
    result: idOf,
  },
  'servers:delete': {
    kind: 'server',
    outcome: { deleted: async (api) => idsOf(await api.servers.list()) },
    fields: 'all',
    describe: (i, k) => ({
      id: i.serverId,
      name: serverName(k, i.serverId),
      summary: `Delete server ${serverName(k, i.serverId)}`,
    }),
  },
}

declare module './operation-kit' {
  interface OperationSlices {
    servers: typeof serverOperations
  }
}
