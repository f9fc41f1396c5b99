import { listResource, stateIs } from './descriptor'

export const publicNetworkResource = listResource('publicNetworks', {
  kind: 'publicNetwork',
  id: (n) => n.id,
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
