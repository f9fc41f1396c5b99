import type { ChannelName } from '../../shared/contract'
import type { Handler, Handlers } from '../dispatch'
import { JOURNALED } from '../journal/operations'

/**
 * Which zone each DNS change sent through Hostdeck touched: every journaled `dns:` channel (a record created, changed
 * or deleted, an import's requests, which go through the same handlers) says so once it has been answered. Found
 * from the journal's list of changes, so no DNS channel is named here.
 */
const DNS_CHANGES = JOURNALED.filter((channel) => channel.startsWith('dns:'))

function zoneOf(input: unknown): number | null {
  const zoneId = typeof input === 'object' && input !== null ? (input as { zoneId?: unknown }).zoneId : undefined
  return typeof zoneId === 'number' ? zoneId : null
}

/** One channel's handler, telling `changed` the zone once the change was answered (a refusal tells nothing). */
function followed<C extends ChannelName>(handler: Handler<C>, changed: (zoneId: number) => void): Handler<C> {
  return async (input) => {
    const result = await handler(input)
    const zoneId = zoneOf(input)
    if (zoneId !== null) changed(zoneId)
    return result
  }
}

/** `{ [channel]: its followed handler }`, typed by the channel. */
const followedOne = <C extends ChannelName>(handlers: Handlers, channel: C, changed: (zoneId: number) => void) => ({
  [channel]: followed(handlers[channel], changed),
})

/** The handlers, each DNS change telling `changed` its zone after it was answered. */
export function followDnsChanges(handlers: Handlers, changed: (zoneId: number) => void): Handlers {
  const wrapped = { ...handlers }
  for (const channel of DNS_CHANGES) Object.assign(wrapped, followedOne(handlers, channel, changed))
  return wrapped
}
