import type {} from '../../slices'
import { domainLabel } from '../../dns/unicode-name'
import { listResource, sameName, stateIs } from '../descriptor'

export const dnsZoneResource = listResource('dnsZones', {
  kind: 'dnsZone',
  order: 40,
  name: (z) => z.name,
  state: (z) => z.state,
  // Not yet published: the provider publishes it with no task to follow.
  settling: (z) => (stateIs(z.state, 'new') ? ['dnsZones'] : null),
  // Each record is a resource of its own.
  compared: (z) => ({ ...z, records: undefined }),
  palette: { rank: 1, command: 'addRecord', label: (z) => domainLabel(z.name), detail: () => '' },
  // The service may list it by its ASCII (punycode) name or as it was typed.
  created: ({ item }, asked: { name: string; ascii: string }) =>
    sameName(item.name, asked.ascii) || sameName(item.name, asked.name),
  troubles: true,
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    dnsZone: typeof dnsZoneResource
  }
}
