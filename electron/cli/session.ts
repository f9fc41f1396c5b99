import type { AccountSummary } from '../shared/channels/accounts'
import type { SessionState } from '../shared/models/session'
import { applySessionChange, type SessionChange } from '../shared/session-change'
import { createPartsCollector } from '../shared/session-parts'
import { CliError, EXIT } from './exit-codes'
import type { Core } from './host'
import { pickAccount } from './account-pick'
import type { AccountChoice } from './cache-shelf'
import { localIso } from './local-time'
import { say } from './words'

/** The account `wanted` names among the core's (see pickAccount). */
export async function findAccount(core: Core, wanted: string | undefined): Promise<AccountSummary> {
  return pickAccount(await core.invoke<AccountSummary[]>('accounts:list'), wanted)
}

/**
 * The core's channels act on the active account, so a command switches to the one it names; the window's choice is
 * put back when the command ends (what the returned function does), so a script never moves the desktop app to
 * another account. An account the command removed, or none active before, leaves nothing to put back.
 */
export async function keepActiveAccount(core: Core): Promise<() => Promise<void>> {
  const before = (await core.invoke<AccountSummary[]>('accounts:list')).find((account) => account.active)?.id
  return async () => {
    if (!before) return
    const now = await core.invoke<AccountSummary[]>('accounts:list')
    if (now.some((account) => account.active && account.id === before)) return
    if (now.some((account) => account.id === before)) await core.invoke('accounts:switch', { id: before })
  }
}

/**
 * A channel's answer carrying a session state, whole: a large state answers a small first state, whose fill is
 * asked for (session:fill) and applied as the window applies it.
 */
export async function wholeState(core: Core, channel: string, input?: unknown): Promise<SessionState> {
  const events: SessionChange[] = []
  const stop = core.on('session:changed', (payload) => void events.push(payload as SessionChange))
  let state: SessionState
  try {
    state = await core.invoke<SessionState>(channel, input)
    if (state.pending) await core.invoke('session:fill', { revision: state.revision })
  } finally {
    stop()
  }
  const parts = createPartsCollector()
  for (const event of events) {
    const change = parts.take(event)
    if (state.pending && change && change !== 'missing' && change.kind === 'fill')
      state = applySessionChange(state, change).state ?? state
  }
  return state
}

/** "as of 14:05 (3 min ago)": when a snapshot was read, for people. */
export function cacheAge(fetchedAt: string | null, now = Date.now()): string {
  if (!fetchedAt) return say('noCache')
  const minutes = Math.round((now - Date.parse(fetchedAt)) / 60_000)
  const ago =
    minutes < 1
      ? say('lessThanMinute')
      : minutes < 120
        ? say('minutesAgo', { n: minutes })
        : say('hoursAgo', { n: Math.round(minutes / 60) })
  return say('asOf', { time: localIso(fetchedAt).slice(11), ago })
}

/**
 * The account's state, read now (the same cache the window uses is refreshed by it). An unreachable service is
 * exit 7, naming the cache's age and --cached; a refusal (a token no longer valid) exit 3.
 */
export async function accountState(core: Core, account: AccountChoice): Promise<SessionState> {
  const opened = await wholeState(core, 'accounts:switch', { id: account.id })
  await core.invoke('session:reread', { reason: 'refresh' })
  const state = await wholeState(core, 'session:get')
  if (state.status === 'offline')
    throw new CliError(
      EXIT.unreachable,
      say('unreachable', {
        label: account.label,
        url: account.baseUrl,
        cache: opened.snapshot ? say('cachedCopy', { age: cacheAge(opened.fetchedAt) }) : say('noCachedCopy'),
      }),
    )
  if (state.status === 'error')
    throw new CliError(EXIT.refused, state.problem?.message ?? say('refusedRead', { label: account.label }))
  return state
}
