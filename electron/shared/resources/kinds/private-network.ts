import type {} from '../../slices'
import { listResource, sameName, stateIs } from '../descriptor'

export const privateNetworkResource = listResource('privateNetworks', {
  kind: 'privateNetwork',
  order: 20,
  name: (n) => n.name || n.cidr || `#${n.id}`,
  state: (n) => n.state,
  linked: ['servers'],
  settling: (n) => (stateIs(n.state, 'new', 'frompool') ? ['privateNetworks'] : null),
  palette: { rank: 4, label: (n) => n.name, detail: (n) => n.cidr ?? n.gateway ?? '' },
  created: ({ item }, name: string) => sameName(item.name, name),
  troubles: true,
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    privateNetwork: typeof privateNetworkResource
  }
}
