import type { Clock, Logger } from '../ports'
import { asciiName } from './normalise'

/**
 * What every probe passes before it leaves: probes go only to the user's own resources and to the resolvers in the
 * settings, a few per second per target at most, none while the account is offline or probing is off, and each one
 * is written to the log (names and addresses only: nothing secret is part of a probe).
 */

/** Probes per second to one target (an address and port) at most. */
export const PROBES_PER_SECOND = 5

export type ProbeRefusal = 'off' | 'offline' | 'notOwn'

export class ProbeRefused extends Error {
  constructor(readonly reason: ProbeRefusal) {
    super(`probe refused: ${reason}`)
  }
}

/** What a round of checks may touch, from the account's snapshot and the settings, never from a free-text field. */
export interface ProbeScope {
  /** The zones of the user's account (their names): a question is about a name inside one of them. */
  zones: readonly string[]
  /** The name servers the zones' NS answers named (ASCII, no final dot): their addresses are looked up. */
  nameServers?: ReadonlySet<string>
  /** A certificate's own domains (ASCII): a served-certificate check asks about exactly one of them. */
  names?: ReadonlySet<string>
  /** The addresses of the user's servers: what a reachability check connects to. */
  addresses?: ReadonlySet<string>
  /** The addresses (host:port) of the resolvers in the settings and the name servers the zones' NS answers named. */
  targets: ReadonlySet<string>
}

export interface ProbeGuardDeps {
  clock: Clock
  log: Logger
  /** Probing on in the settings. */
  enabled(): Promise<boolean>
  /** The active account is offline (its API unreachable): no probe goes out then. */
  offline(): boolean
  perSecond?: number
}

/** Whether the name is one of the zones or inside one. */
export function insideZones(name: string, zones: readonly string[]): boolean {
  const ascii = asciiName(name)
  return zones.some((zone) => {
    const z = asciiName(zone)
    return z !== '' && (ascii === z || ascii.endsWith(`.${z}`))
  })
}

export function createProbeGuard(deps: ProbeGuardDeps) {
  const spacing = 1000 / (deps.perSecond ?? PROBES_PER_SECOND)
  /** When each target may next be probed (epoch ms). */
  const nextAt = new Map<string, number>()

  /** Waits for the target's turn: each probe of a target is `spacing` ms after the one before. */
  function turn(target: string): Promise<void> {
    const now = deps.clock.now()
    const at = Math.max(now, nextAt.get(target) ?? 0)
    nextAt.set(target, at + spacing)
    if (at <= now) return Promise.resolve()
    return new Promise((resolve) => deps.clock.setTimeout(resolve, at - now))
  }

  return {
    /**
     * Runs one probe of `what` (a name inside the scope's zones) at `target` (an address of the scope), in its turn;
     * refuses, sending nothing, when it is not the user's own or probing may not happen now.
     */
    async probe<T>(scope: ProbeScope, target: string, what: string, run: () => Promise<T>, detail = ''): Promise<T> {
      if (!(await deps.enabled())) throw new ProbeRefused('off')
      if (deps.offline()) throw new ProbeRefused('offline')
      const own =
        insideZones(what, scope.zones) ||
        (scope.nameServers?.has(asciiName(what)) ?? false) ||
        (scope.names?.has(asciiName(what)) ?? false) ||
        (scope.addresses?.has(what) ?? false)
      if (!scope.targets.has(target) || !own) {
        deps.log.warn(`live: refused a probe of ${what} at ${target}: not the user's own`)
        throw new ProbeRefused('notOwn')
      }
      await turn(target)
      const started = deps.clock.now()
      const said = detail ? `${what} (${detail})` : what
      try {
        const result = await run()
        deps.log.info(`live: probed ${said} at ${target} (${deps.clock.now() - started} ms)`)
        return result
      } catch (error) {
        deps.log.info(`live: probed ${said} at ${target}: ${(error as Error)?.message ?? String(error)}`)
        throw error
      }
    },
  }
}

export type ProbeGuard = ReturnType<typeof createProbeGuard>
