/**
 * The one contract between the renderer and the backend. Every channel is named here exactly once, with the
 * zod schema its input must pass and the type it answers; every pushed event with its payload type.
 * Handlers, the preload allow-list, the browser bridge and the renderer client are all derived from it.
 */
import type { z } from 'zod'
import type { ChannelDef, EventDef } from './contract-kit'
import { appChannels, appEvents } from './channels/app'
import { accountChannels, accountEvents } from './channels/accounts'
import { sessionChannels, sessionEvents } from './channels/session'
import { serverChannels } from './channels/servers'
import { networkChannels } from './channels/networks'
import { dnsChannels, dnsEvents, dnsImportChannels } from './channels/dns'
import { sslChannels } from './channels/ssl'
import { storageChannels } from './channels/storage'
import { sshKeyChannels } from './channels/ssh-keys'
import { taskChannels, taskEvents } from './channels/tasks'
import { imageChannels } from './channels/images'
import { journalChannels, journalEvents } from './channels/journal'
import { fleetChannels, fleetEvents } from './channels/fleet'

/** One slice per domain: a channel's prefix names the file that defines it. */
export const channels = {
  ...appChannels,
  ...accountChannels,
  ...sessionChannels,
  ...serverChannels,
  ...networkChannels,
  ...dnsChannels,
  ...sslChannels,
  ...storageChannels,
  ...sshKeyChannels,
  ...taskChannels,
  ...imageChannels,
  ...journalChannels,
  ...dnsImportChannels,
  ...fleetChannels,
}

export const events = {
  ...appEvents,
  ...accountEvents,
  ...sessionEvents,
  ...taskEvents,
  ...journalEvents,
  ...dnsEvents,
  ...fleetEvents,
}

export type Channels = typeof channels
export type ChannelName = keyof Channels
export type EventName = keyof typeof events

/** What the caller passes (before zod defaults/transforms). */
export type ChannelInput<C extends ChannelName> = z.input<Channels[C]['input']>
/** What the handler receives (after zod parsed it). */
export type ParsedInput<C extends ChannelName> = z.output<Channels[C]['input']>
export type ChannelOutput<C extends ChannelName> = Channels[C] extends ChannelDef<z.ZodType, infer O> ? O : never
export type EventPayload<E extends EventName> = (typeof events)[E] extends EventDef<infer P> ? P : never

export const channelNames = Object.keys(channels) as ChannelName[]
export const eventNames = Object.keys(events) as EventName[]

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(channels, name)
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name)
}

export type { AppInfo, Preferences, Locale, ThemePreference, HostMode } from './channels/app'
export type { AccountSummary, AccountKind, ConnectionCheck } from './channels/accounts'
export type { AccountSnapshot, SessionReceipt, SessionState, SessionStatus, SnapshotSection } from './channels/session'
export type { HostdeckErrorData, InvokeResult } from './errors'
