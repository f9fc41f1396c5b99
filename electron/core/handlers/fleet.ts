import type { Handlers } from '../dispatch'
import type { fleetChannels } from '../../shared/channels/fleet'
import type { FleetService } from '../fleet/fleet-service'

type FleetHandlers = Pick<Handlers, keyof typeof fleetChannels>

/** Every account at a glance, its warnings, and the palette's search. */
export function buildFleetHandlers(fleet: FleetService): FleetHandlers {
  return {
    'fleet:overview': () => fleet.overview(),
    'fleet:search': ({ query, limit }) => fleet.search(query, limit),
    'fleet:acknowledge': ({ keys }) => fleet.acknowledge(keys),
    'fleet:settings': () => fleet.settings(),
    'fleet:updateSettings': (patch) => fleet.updateSettings(patch),
  }
}
