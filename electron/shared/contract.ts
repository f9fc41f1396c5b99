/**
 * The one contract between the renderer and the backend. Every channel is named here exactly once, with the
 * zod schema its input must pass and the type it answers; every pushed event with its payload type.
 * Handlers, the preload allow-list, the browser bridge and the renderer client are all derived from it.
 */
import type { z } from 'zod'
import type { ChannelDef, EventDef } from './contract-kit'
import { mergeExports, type ChannelSlices, type EventSlices, type Merged } from './slices'

/**
 * One slice per domain (`channels/<domain>.ts`), found by where it lives: each exports its `…Channels` and
 * `…Events` objects and adds their types to `ContractSlices` (slices.ts). A channel's prefix names
 * the file that defines it.
 */
const slices = import.meta.glob<Record<string, unknown>>(['./channels/*.ts', '!./channels/*.test.ts'], { eager: true })

export type Channels = Merged<ChannelSlices>
export const channels = mergeExports(slices, 'Channels') as Channels
export const events = mergeExports(slices, 'Events') as Merged<EventSlices>

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
