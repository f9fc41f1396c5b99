import type { Handlers } from '../dispatch'
import type { fleetChannels } from '../../shared/channels/fleet'
import type { HandlerContext } from './handler-context'

type FleetHandlers = Pick<Handlers, keyof typeof fleetChannels>

/** Every account at a glance, its warnings, and the palette's search. */
export function buildFleetHandlers({ fleet }: Pick<HandlerContext, 'fleet'>): FleetHandlers {
  return {
    'fleet:overview': () => fleet.overview(),
    'fleet:search': ({ query, limit }) => fleet.search(query, limit),
    'fleet:acknowledge': ({ keys }) => fleet.acknowledge(keys),
    'fleet:settings': () => fleet.settings(),
    'fleet:updateSettings': (patch) => fleet.updateSettings(patch),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    fleet: typeof buildFleetHandlers
  }
}
