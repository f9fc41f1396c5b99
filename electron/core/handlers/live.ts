import type { liveChannels } from '../../shared/channels/live'
import type { Handlers } from '../dispatch'
import type { HandlerContext } from './handler-context'

/** "Is it live?": a zone's check, its last report, a server's reachability, and the probing settings. */
export function buildLiveHandlers({ live }: Pick<HandlerContext, 'live'>): Pick<Handlers, keyof typeof liveChannels> {
  return {
    'live:check': ({ zoneId }) => live.check(zoneId),
    'live:report': ({ zoneId }) => live.report(zoneId),
    'live:reach': ({ serverId, ports }) => live.reach(serverId, ports),
    'live:settings': () => live.settings(),
    'live:updateSettings': (patch) => live.updateSettings(patch),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    live: typeof buildLiveHandlers
  }
}
