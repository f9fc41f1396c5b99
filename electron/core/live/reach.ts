import { connect } from 'node:net'
import type { Server } from '../../shared/models/servers'
import {
  REACH_PORTS,
  type ReachAddress,
  type ReachPort,
  type ReachReport,
  type ReachState,
} from '../../shared/models/live'
import type { SessionState } from '../../shared/models/session'
import type { Clock } from '../ports'
import type { ProbeGuard, ProbeScope } from './probe-guard'

/**
 * Server reachability: a plain TCP connect per address and port (no ICMP, nothing privileged), closed at once. What
 * it connects to comes from the account's snapshot (the server's addresses) and the ports asked for.
 */

/** How long one connect may take before it counts as no answer. */
export const CONNECT_TIMEOUT_MS = 2_500

/** Errors that mean the network said no route, as opposed to a refusal (closed) or silence (timeout). */
const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ENETDOWN', 'EHOSTDOWN'])

/** One connect: its outcome and how long it took. */
export function tryConnect(
  host: string,
  port: number,
  clock: Clock,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<ReachPort> {
  const started = clock.now()
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const end = (state: ReachState) => {
      clock.clearTimeout(timer)
      socket.destroy()
      resolve({ port, state, ms: Math.max(0, Math.round(clock.now() - started)) })
    }
    const timer = clock.setTimeout(() => end('timeout'), timeoutMs)
    socket.once('connect', () => end('open'))
    socket.once('error', (error: NodeJS.ErrnoException) =>
      end(error.code === 'ECONNREFUSED' ? 'closed' : UNREACHABLE.has(error.code ?? '') ? 'unreachable' : 'timeout'),
    )
  })
}

/** The server's addresses: its own and those of its networks, once each. */
export function serverAddresses(server: Pick<Server, 'ip' | 'linkedNetworks'>): string[] {
  const all = [server.ip, ...server.linkedNetworks.map((l) => l.ip)]
  return [
    ...new Set(all.filter((ip): ip is string => typeof ip === 'string' && ip.trim() !== '').map((ip) => ip.trim())),
  ]
}

/** 22, 80, 443 and the ports asked for, once each, in order. */
export function portsToTry(extra: readonly number[] = []): number[] {
  return [...new Set([...REACH_PORTS, ...extra])].sort((a, b) => a - b)
}

/** Every address × port, each connect through the guard (paced per address). */
export async function reachServer(
  addresses: readonly string[],
  ports: readonly number[],
  guard: ProbeGuard,
  clock: Clock,
): Promise<ReachAddress[]> {
  const scope: ProbeScope = { zones: [], targets: new Set(addresses), addresses: new Set(addresses) }
  return Promise.all(
    addresses.map(async (address) => ({
      address,
      ports: await Promise.all(
        ports.map((port) =>
          guard.probe(scope, address, address, () => tryConnect(address, port, clock), `TCP port ${port}`),
        ),
      ),
    })),
  )
}

/** The active account's server reached on 22, 80, 443 and `ports`, or why nothing was tried. */
export async function reachReport(
  now: SessionState,
  enabled: boolean,
  request: { serverId: number; ports: readonly number[] },
  guard: ProbeGuard,
  clock: Clock,
): Promise<ReachReport> {
  const report = (problem: ReachReport['problem'], addresses: ReachAddress[] = []): ReachReport => ({
    serverId: request.serverId,
    checkedAt: clock.now(),
    addresses,
    problem,
  })
  const server = now.snapshot?.servers?.find((s) => s.id === request.serverId)
  if (!enabled) return report('off')
  if (now.status === 'offline') return report('offline')
  if (!server) return report('noServer')
  const addresses = serverAddresses(server)
  if (addresses.length === 0) return report('noAddress')
  return report(null, await reachServer(addresses, portsToTry(request.ports), guard, clock))
}
