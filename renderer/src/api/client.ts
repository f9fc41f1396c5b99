import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayload } from '@shared/contract'
import type { HostdeckBridge } from '@shared/bridge'
import type { InvokeMeta } from '@shared/channels/app'
import { HostdeckError, type HostdeckErrorData } from '@shared/errors'
import { createWebBridge } from '../bridge/web-bridge'

let bridge: HostdeckBridge | undefined

/** The preload's bridge in the desktop app, the loopback one in the browser host. */
export function getBridge(): HostdeckBridge {
  bridge ??= window.hostdeck ?? createWebBridge()
  return bridge
}

/** What every call carries unless an action says otherwise (the session store names the account it shows). */
let defaultMeta: () => InvokeMeta = () => ({})
/** What the action running right now (see withInvokeMeta) attaches to its calls. */
let actionMeta: InvokeMeta | undefined

export function setDefaultInvokeMeta(provider: () => InvokeMeta): void {
  defaultMeta = provider
}

/**
 * Runs `action` so that every `call()` it makes before its first `await` carries `meta` (a request id for its
 * Cancel, the account its form was filled in for). Store actions call the bridge at once, so a form's action
 * (`() => store.create(...)`) is covered without passing the meta through every store.
 */
export function withInvokeMeta<T>(meta: InvokeMeta, action: () => T): T {
  const outer = actionMeta
  actionMeta = { ...outer, ...meta }
  try {
    return action()
  } finally {
    actionMeta = outer
  }
}

/** A fresh id for one action's request (what `app:cancel` names). */
export function newRequestId(): string {
  return `r${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** Resolves once calls made now leave at once (see HostdeckBridge.ready). */
export function bridgeReady(): Promise<void> {
  return getBridge().ready?.() ?? Promise.resolve()
}

type ArgsOf<C extends ChannelName> =
  undefined extends ChannelInput<C> ? [input?: ChannelInput<C>] : [input: ChannelInput<C>]

/**
 * Asks the user for a protected account's name (AccountConfirmDialog): resolves with what they typed, rejects
 * with the error to show when they decline. Null until that dialog is there.
 */
type AccountConfirmer = (accountId: string | undefined) => Promise<string>
let confirmer: AccountConfirmer | null = null
/** The user's words for a refusal the backend says in English (an account's guard rail), or undefined. */
let errorWords: (error: HostdeckErrorData, accountId: string | undefined) => string | undefined = () => undefined

export function setAccountGuardUi(ui: { confirm: AccountConfirmer; words: typeof errorWords }): void {
  confirmer = ui.confirm
  errorWords = ui.words
}

/**
 * Calls a contract channel; resolves with its typed output or throws a HostdeckError the UI can show. A change
 * a protected account refused for want of its name (nothing was sent) is asked again once, with the name the
 * user typed: every control's change is confirmed the same way without each one knowing of guard rails.
 */
export async function call<C extends ChannelName>(channel: C, ...args: ArgsOf<C>): Promise<ChannelOutput<C>> {
  const meta: InvokeMeta = { ...defaultMeta(), ...actionMeta }
  const send = (with_: InvokeMeta) =>
    getBridge().invoke(channel, args[0], Object.keys(with_).length > 0 ? with_ : undefined)
  let result = await send(meta)
  if (!result.ok && result.error.kind === 'confirmAccount' && confirmer && meta.confirmAccount === undefined)
    result = await send({ ...meta, confirmAccount: await confirmer(meta.expectAccount) })
  if (!result.ok)
    throw new HostdeckError({
      ...result.error,
      message: errorWords(result.error, meta.expectAccount) ?? result.error.message,
    })
  return result.value as ChannelOutput<C>
}

/**
 * Events that came while held (holdEvents), in order; null when none are held. boot.ts sends the start-up calls
 * before the app's code is evaluated, so their first events can come before the stores listen: they wait here.
 */
let held: Array<[EventName, unknown]> | null = null
const listeners = new Map<EventName, Set<(payload: unknown) => void>>()
const heard = new Set<EventName>()

function deliver(event: EventName, payload: unknown): void {
  for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
}

/** One bridge listener per event, for good: it holds what comes while held, and hands the rest on. */
function hear(event: EventName): void {
  if (heard.has(event)) return
  heard.add(event)
  getBridge().on(event, (payload) => (held ? held.push([event, payload]) : deliver(event, payload)))
}

export function subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  hear(event)
  const own = (payload: unknown) => listener(payload as EventPayload<E>)
  const set = listeners.get(event) ?? new Set()
  listeners.set(event, set)
  set.add(own)
  return () => void set.delete(own)
}

/** From now on, `events` wait for releaseEvents() instead of reaching the app (see `held`). */
export function holdEvents(events: readonly EventName[]): void {
  held ??= []
  for (const event of events) hear(event)
}

/** Hands what was held to the listeners there are now, in the order it came; later events go straight through. */
export function releaseEvents(): void {
  const early = held ?? []
  held = null
  for (const [event, payload] of early) deliver(event, payload)
}
