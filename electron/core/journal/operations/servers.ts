import type { serverChannels } from '../../../shared/channels/servers'
import type { JournalValue } from '../../../shared/channels/journal'
import type { AccountSnapshot } from '../../../shared/contract'
import { idOf, serverName, type Operations } from './operation-kit'

/** The size a server had when a resize was sent, so the history can say "2 → 4 cores" (the service never says). */
function sizeBefore(known: AccountSnapshot | null, serverId: number): Record<string, JournalValue> {
  const server = known?.servers?.find((s) => s.id === serverId)
  if (!server) return {}
  return { cpuBefore: server.cpu, ramBefore: server.ram, hddBefore: server.hdd }
}

export const serverOperations: Operations<typeof serverChannels> = {
  'servers:runAction': {
    kind: 'server',
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
