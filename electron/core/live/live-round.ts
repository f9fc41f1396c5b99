import { getServers } from 'node:dns'
import type { DnsZone } from '../../shared/models/dns'
import type { LiveServer, LiveSettings } from '../../shared/models/live'
import { formatServerAddress, parseServerAddress } from '../../shared/live/server-address'
import {
  compareZone,
  expectedRecords,
  notDelegated,
  questionKey,
  questionsFor,
  type Answer,
  type Question,
} from './compare'
import { asciiName } from './normalise'
import type { ProbeGuard, ProbeScope } from './probe-guard'

/**
 * One round of a zone's live check: find the zone's name servers through the resolvers, ask each server every name
 * and type the zone holds, compare. Every question goes through the probe guard.
 */

export type Ask = (server: string, q: Question) => Promise<Answer>

export interface RoundDeps {
  guard: ProbeGuard
  ask: Ask
  /** The system's resolvers (dns.getServers()), asked when the settings name none. */
  systemResolvers: () => string[]
}

export interface RoundResult {
  servers: LiveServer[]
  rows: ReturnType<typeof compareZone>
  notDelegated: string[] | null
}

/** The resolvers to ask: the settings', else the system's; each as host:port. */
export function resolversOf(settings: LiveSettings, system: () => string[]): string[] {
  const listed = settings.resolvers.length > 0 ? settings.resolvers : system()
  const parsed = listed.map((r) => parseServerAddress(r)).filter((a) => a !== null)
  return [...new Set(parsed.map(formatServerAddress))]
}

/**
 * The system's resolvers, or HOSTDECK_LIVE_RESOLVERS (comma-separated addresses) in their place when it is set: the
 * tests set it to a loopback address, so no check of theirs ever asks a resolver beyond the machine.
 */
export function systemResolversFrom(env: Record<string, string | undefined> = process.env): () => string[] {
  const listed = (env.HOSTDECK_LIVE_RESOLVERS ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
  return listed.length > 0 ? () => listed : getServers
}

/** An answer's values, or none when the server did not answer. */
const valuesOf = (answer: Answer): string[] => (answer === 'unreachable' ? [] : answer.values)

/** The zone's name servers (names and addresses) as the first resolver that answers names them. */
async function nameServers(zone: string, resolvers: string[], scope: ProbeScope, deps: RoundDeps) {
  for (const resolver of resolvers) {
    const answer = await deps.guard.probe(scope, resolver, zone, () => deps.ask(resolver, { name: zone, type: 'NS' }))
    if (answer === 'unreachable') continue
    const names = valuesOf(answer)
    const withNames: ProbeScope = { ...scope, nameServers: new Set(names) }
    const found: { name: string; address: string }[] = []
    for (const name of names)
      for (const type of ['A', 'AAAA'] as const) {
        const addresses = await deps.guard.probe(withNames, resolver, name, () => deps.ask(resolver, { name, type }))
        for (const address of valuesOf(addresses)) found.push({ name, address })
      }
    return { names, found }
  }
  return { names: [], found: [] }
}

/** Asks one server every question, one after another (the guard paces them). */
async function askAll(server: string, questions: Question[], scope: ProbeScope, deps: RoundDeps) {
  const answers = new Map<string, Answer>()
  for (const q of questions)
    answers.set(questionKey(q), await deps.guard.probe(scope, server, q.name, () => deps.ask(server, q)))
  return answers
}

export async function runRound(
  zone: DnsZone,
  accountZones: readonly string[],
  settings: LiveSettings,
  now: () => number,
  deps: RoundDeps,
): Promise<RoundResult> {
  const resolvers = resolversOf(settings, deps.systemResolvers)
  const apex = asciiName(zone.name)
  const ns = await nameServers(apex, resolvers, { zones: accountZones, targets: new Set(resolvers) }, deps)
  const authoritative = new Map<string, LiveServer>()
  for (const { name, address } of ns.found) {
    const target = formatServerAddress({ host: address, port: settings.nameServerPort })
    if (!authoritative.has(target)) authoritative.set(target, { address: target, name, role: 'authoritative' })
  }
  const servers: LiveServer[] = [
    ...authoritative.values(),
    ...resolvers
      .filter((address) => !authoritative.has(address))
      .map((address): LiveServer => ({ address, name: address, role: 'resolver' })),
  ]
  const scope: ProbeScope = { zones: accountZones, targets: new Set(servers.map((s) => s.address)) }
  const expected = expectedRecords(zone)
  const questions = questionsFor(expected)
  const answers = new Map(
    await Promise.all(servers.map(async (s) => [s.address, await askAll(s.address, questions, scope, deps)] as const)),
  )
  return {
    servers,
    rows: compareZone(expected, servers, answers, now()),
    notDelegated: notDelegated(zone, ns.names),
  }
}
