import type {} from '../../slices'
import { listResource, stateIs } from '../descriptor'

export const serverResource = listResource('servers', {
  kind: 'server',
  order: 10,
  name: (s) => s.name,
  state: (s) => s.state,
  power: (s) => s.isPowerOn,
  linked: ['privateNetworks', 'publicNetworks'],
  // Batch deletion answers only text: a server being deleted also leaves the networks it was linked to.
  settling: (s) => (stateIs(s.state, 'deleting') ? ['servers', 'privateNetworks', 'publicNetworks'] : null),
  palette: {
    rank: 0,
    command: 'runAction',
    label: (s) => s.name,
    detail: (s) => [...new Set([s.ip, ...s.linkedNetworks.map((l) => l.ip)].filter((ip) => !!ip))].join(' '),
  },
  troubles: true,
  secret: (s, name) => (name === 'adminPassword' ? s.adminPassword : null),
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    server: typeof serverResource
  }
}
