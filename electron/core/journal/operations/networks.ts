import type { networkChannels } from '../../../shared/channels/networks'
import type { AccountSnapshot } from '../../../shared/contract'
import { idOf, idsOf, type Operations } from './operation-kit'

const privateName = (known: AccountSnapshot | null, id: number) =>
  known?.privateNetworks?.find((n) => n.id === id)?.name ?? `#${id}`
function publicName(known: AccountSnapshot | null, id: number): string {
  const network = known?.publicNetworks?.find((n) => n.id === id)
  return network?.name ?? network?.cidr ?? `#${id}`
}

export const networkOperations: Operations<typeof networkChannels> = {
  'networks:create': {
    kind: 'privateNetwork',
    outcome: { created: async (api) => (await api.networks.list()).map((n) => n.name) },
    fields: 'all',
    describe: (i) => ({ id: null, name: i.name, summary: `Create private network ${i.name}` }),
    result: idOf,
  },
  'networks:rename': {
    kind: 'privateNetwork',
    fields: 'all',
    describe: (i, k) => ({
      id: i.id,
      name: i.name,
      summary: `Rename private network ${privateName(k, i.id)} to ${i.name}`,
    }),
  },
  'networks:delete': {
    kind: 'privateNetwork',
    outcome: { deleted: async (api) => idsOf(await api.networks.list()) },
    fields: 'all',
    describe: ({ id }, k) => ({
      id,
      name: privateName(k, id),
      summary: `Delete private network ${privateName(k, id)}`,
    }),
  },
  'networks:createPublic': {
    kind: 'publicNetwork',
    fields: 'all',
    describe: (i) => ({ id: null, name: i.name, summary: `Order public network ${i.name}` }),
    result: idOf,
  },
  'networks:updatePublic': {
    kind: 'publicNetwork',
    fields: 'all',
    describe: ({ id }, k) => ({ id, name: publicName(k, id), summary: `Change public network ${publicName(k, id)}` }),
  },
  'networks:deletePublic': {
    kind: 'publicNetwork',
    outcome: { deleted: async (api) => idsOf(await api.networks.listPublic()) },
    fields: 'all',
    describe: ({ id }, k) => ({ id, name: publicName(k, id), summary: `Delete public network ${publicName(k, id)}` }),
  },
}

declare module './operation-kit' {
  interface OperationSlices {
    networks: typeof networkOperations
  }
}
