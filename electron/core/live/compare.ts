import type { DnsZone } from '../../shared/models/dns'
import type { LiveCell, LiveRow, LiveServer, LiveSummary } from '../../shared/models/live'
import { asciiName, isLiveType, ownerName, recordValueOf, type LiveType } from './normalise'

/**
 * The comparison of what the zone holds with what each server answers: pure, so every rule is a unit test
 * (compare.test.ts). The servers' answers come in already written as `normalise.ts` writes values.
 */

/** One question asked of every server: a name and a type. */
export interface Question {
  name: string
  type: LiveType
}

export const questionKey = (q: Question): string => `${q.type} ${q.name}`

/** What a server answered to one question: its values and the TTL it gave (when it says one), or no answer. */
export type Answer = { values: string[]; ttl: number | null } | 'unreachable'

/** A record of the zone as compared. */
export interface Expected {
  recordId: number
  type: LiveType
  name: string
  value: string
  ttl: number | null
}

/** The zone's records the check compares: the types Hostdeck edits, with what their type needs. */
export function expectedRecords(zone: DnsZone): Expected[] {
  const out: Expected[] = []
  for (const record of zone.records) {
    if (!isLiveType(record.type)) continue
    const value = recordValueOf(record, zone.name)
    if (value === null) continue
    out.push({ recordId: record.id, type: record.type, name: ownerName(record, zone.name), value, ttl: record.ttl })
  }
  return out
}

/** Each name and type the zone holds, once: what every server is asked. */
export function questionsFor(expected: readonly Expected[]): Question[] {
  const seen = new Map<string, Question>()
  for (const { name, type } of expected) seen.set(questionKey({ name, type }), { name, type })
  return [...seen.values()]
}

interface Verdict {
  live: Expected[]
  old: Expected[]
  missing: Expected[]
  extra: string[]
}

/**
 * One server's answer to one question against the records asked about. A value served and not held is the old value
 * of a record not yet served, as long as there is such a record; after that it is extra.
 */
export function judge(expected: readonly Expected[], served: readonly string[]): Verdict {
  const held = new Set(expected.map((e) => e.value))
  const unmatched = [...new Set(served)].filter((value) => !held.has(value)).sort()
  const servedSet = new Set(served)
  const live = expected.filter((e) => servedSet.has(e.value))
  const notServed = expected.filter((e) => !servedSet.has(e.value))
  const pairs = Math.min(notServed.length, unmatched.length)
  return {
    live,
    old: notServed.slice(0, pairs),
    missing: notServed.slice(pairs),
    extra: unmatched.slice(pairs),
  }
}

/** The server's answers, by question key. */
export type ServerAnswers = ReadonlyMap<string, Answer>

function cellFor(server: string, state: LiveCell['state'], answer: Answer | undefined): LiveCell {
  return { server, state, served: answer && answer !== 'unreachable' ? answer.values : [], cachedUntil: null }
}

/** Rows of the zone's records and of the values only the servers serve, one cell per server. */
export function compareZone(
  expected: readonly Expected[],
  servers: readonly LiveServer[],
  answers: ReadonlyMap<string, ServerAnswers>,
  now: number,
): LiveRow[] {
  const rows = new Map<number, LiveRow>()
  for (const e of expected)
    rows.set(e.recordId, { recordId: e.recordId, type: e.type, name: e.name, value: e.value, cells: [] })
  const extras = new Map<string, LiveRow>()
  for (const question of questionsFor(expected)) {
    const asked = expected.filter((e) => e.type === question.type && e.name === question.name)
    for (const server of servers) {
      const answer = answers.get(server.address)?.get(questionKey(question))
      const cell = (e: Expected, state: LiveCell['state']) =>
        rows.get(e.recordId)?.cells.push(cellFor(server.address, state, answer))
      if (answer === undefined || answer === 'unreachable') {
        for (const e of asked) cell(e, 'unreachable')
        continue
      }
      const verdict = judge(asked, answer.values)
      for (const e of verdict.live) cell(e, 'live')
      for (const e of verdict.missing) cell(e, 'missing')
      for (const e of verdict.old) {
        const ttl = answer.ttl ?? e.ttl
        rows.get(e.recordId)?.cells.push({
          ...cellFor(server.address, 'old', answer),
          cachedUntil: ttl === null ? null : now + ttl * 1000,
        })
      }
      for (const value of verdict.extra) {
        const key = `${question.type} ${question.name} ${value}`
        const row = extras.get(key) ?? { recordId: null, type: question.type, name: question.name, value, cells: [] }
        row.cells.push(cellFor(server.address, 'extra', answer))
        extras.set(key, row)
      }
    }
  }
  return [...rows.values(), ...extras.values()]
}

/** "live on 2/2 authoritative, 1/2 resolvers; 3 records still old until 14:05", as numbers. */
export function summarise(rows: readonly LiveRow[], servers: readonly LiveServer[]): LiveSummary {
  const held = rows.filter((r) => r.recordId !== null)
  const cellsOf = (address: string) => held.flatMap((r) => r.cells.filter((c) => c.server === address))
  const liveOn = (s: LiveServer) => cellsOf(s.address).every((c) => c.state === 'live')
  const unreachable = (s: LiveServer) => {
    const cells = cellsOf(s.address)
    return cells.length > 0 && cells.every((c) => c.state === 'unreachable')
  }
  const count = (role: LiveServer['role']) => {
    const of = servers.filter((s) => s.role === role)
    return { live: of.filter(liveOn).length, total: of.length }
  }
  const oldCells = held.flatMap((r) => r.cells.filter((c) => c.state === 'old'))
  const untils = oldCells.map((c) => c.cachedUntil).filter((t): t is number => t !== null)
  return {
    authoritative: count('authoritative'),
    resolvers: count('resolver'),
    oldRecords: held.filter((r) => r.cells.some((c) => c.state === 'old')).length,
    oldUntil: untils.length > 0 ? Math.max(...untils) : null,
    missing: held.filter((r) => r.cells.some((c) => c.state === 'missing')).length,
    extra: rows.length - held.length,
    unreachable: servers.filter(unreachable).length,
  }
}

/** Every record live on every server (extras aside: they may stay for good): the check stops re-running. */
export function allLive(rows: readonly LiveRow[]): boolean {
  return rows.every((r) => r.recordId === null || r.cells.every((c) => c.state === 'live'))
}

/**
 * Not delegated here: the zone's own NS records name name servers the resolvers' NS answer does not (the zone is
 * served by others). Null when it is delegated to them, or when the zone holds no NS record to compare with.
 */
export function notDelegated(zone: DnsZone, answered: readonly string[]): string[] | null {
  const own = expectedRecords(zone).filter((e) => e.type === 'NS' && e.name === asciiName(zone.name))
  if (own.length === 0 || answered.length === 0) return null
  const served = new Set(answered.map(asciiName))
  return own.every((e) => served.has(e.value)) ? null : [...served].sort()
}
