import type { PrivateNetwork } from '../models/networks'
import { defineResource, stateIs } from './descriptor'

export const privateNetworkResource = defineResource<PrivateNetwork>({
  kind: 'privateNetwork',
  section: 'privateNetworks',
  entries: (snapshot) => snapshot.privateNetworks?.map((item) => ({ item })) ?? null,
  id: (n) => n.id,
  name: (n) => n.name || n.cidr || `#${n.id}`,
  state: (n) => n.state,
  linked: ['servers'],
  settling: (n) => (stateIs(n.state, 'new', 'frompool') ? ['privateNetworks'] : null),
  palette: { rank: 4, label: (n) => n.name, detail: (n) => n.cidr ?? n.gateway ?? '' },
  troubles: true,
})
