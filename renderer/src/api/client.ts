import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayload } from '@shared/contract'
import type { HostdeckBridge } from '@shared/bridge'
import { HostdeckError } from '@shared/errors'
import { createWebBridge } from '../bridge/web-bridge'

let bridge: HostdeckBridge | undefined

/** The preload's bridge in the desktop app, the loopback one in the browser host. */
export function getBridge(): HostdeckBridge {
  bridge ??= window.hostdeck ?? createWebBridge()
  return bridge
}

type ArgsOf<C extends ChannelName> = undefined extends ChannelInput<C> ? [input?: ChannelInput<C>] : [input: ChannelInput<C>]

/** Calls a contract channel; resolves with its typed output or throws a HostdeckError the UI can show. */
export async function call<C extends ChannelName>(channel: C, ...args: ArgsOf<C>): Promise<ChannelOutput<C>> {
  const result = await getBridge().invoke(channel, args[0])
  if (!result.ok) throw new HostdeckError(result.error)
  return result.value as ChannelOutput<C>
}

export function subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  return getBridge().on(event, (payload) => listener(payload as EventPayload<E>))
}
