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

/** How long a change's check waits at most for the change to reach the snapshot. */
const SETTLE_MS = 2_000

/**
 * Zones changed through Hostdeck wait for the change to reach the snapshot (the zones' section changes: its answer
 * or its re-read landed), SETTLE_MS at most, before their check starts.
 */
export function createChangeFollower(deps: {
  clock: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void }
  start(zoneId: number): Promise<unknown>
  failed(error: unknown): void
}) {
  const pending = new Map<number, unknown>()
  let zonesSeen: unknown = undefined

  function start(zoneId: number): void {
    deps.clock.clearTimeout(pending.get(zoneId))
    pending.delete(zoneId)
    deps.start(zoneId).catch(deps.failed)
  }

  return {
    /** A DNS change to the zone was answered. */
    changed(zoneId: number): void {
      if (!pending.has(zoneId))
        pending.set(
          zoneId,
          deps.clock.setTimeout(() => start(zoneId), SETTLE_MS),
        )
    },
    /** The active session changed: when its zones did, the pending checks start. */
    follow(zones: unknown): void {
      if (zones === zonesSeen) return
      zonesSeen = zones
      for (const zoneId of [...pending.keys()]) start(zoneId)
    },
    dispose(): void {
      for (const timer of pending.values()) deps.clock.clearTimeout(timer)
      pending.clear()
    },
  }
}
