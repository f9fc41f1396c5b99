import type {} from '../../slices'
import { listResource, stateIs } from '../descriptor'

export const publicNetworkResource = listResource('publicNetworks', {
  kind: 'publicNetwork',
  order: 30,
  name: (n) => n.name || n.ip || n.cidr || `#${n.id}`,
  state: (n) => n.state,
  linked: ['servers'],
  settling: (n) =>
    stateIs(n.state, 'deleting')
      ? ['publicNetworks', 'servers']
      : stateIs(n.state, 'new', 'frompool')
        ? ['publicNetworks']
        : null,
  palette: { rank: 5, label: (n) => n.name ?? n.ip ?? `#${n.id}`, detail: (n) => n.ip ?? '' },
  troubles: true,
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    publicNetwork: typeof publicNetworkResource
  }
}
