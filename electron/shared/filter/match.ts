import type { Filter, TagTerm } from './parse'

/** What a filter looks at of one resource. */
export interface FilterSubject {
  kind: string
  /** The lifecycle state as the service says it. */
  state: string | null
  /** Servers: whether powered on (`state:stopped`, `state:running`); null or absent for other kinds. */
  poweredOn?: boolean | null
  accountId: string
  accountLabel: string
  tags: readonly string[]
  /** Whole days until it expires (certificates), negative once expired; null when it does not. */
  daysLeft: number | null
}

const STOPPED = new Set(['stopped', 'off', 'poweredoff', 'выключен', 'остановлен'])
const RUNNING = new Set(['running', 'on', 'poweredon', 'включен', 'работает'])

/** Whether one of the tags is the term's: `env` matches `env` and `env=…`, `env=prod` only `env=prod` (any case). */
export function hasTag(term: Pick<TagTerm, 'key' | 'value'>, tags: readonly string[]): boolean {
  for (const tag of tags) {
    const lower = tag.toLowerCase()
    if (
      term.value === null
        ? lower === term.key || lower.startsWith(`${term.key}=`)
        : lower === `${term.key}=${term.value}`
    )
      return true
  }
  return false
}

function stateMatches(value: string, subject: FilterSubject): boolean {
  if (STOPPED.has(value)) return subject.poweredOn === false
  if (RUNNING.has(value)) return subject.poweredOn === true
  return (subject.state ?? '').toLowerCase().replace(/\s+/g, '') === value
}

function expiresMatches(filter: Filter, daysLeft: number | null): boolean {
  if (filter.expires.length === 0) return true
  if (daysLeft === null) return false
  return filter.expires.every(({ op, days }) =>
    op === '<' ? daysLeft < days : op === '<=' ? daysLeft <= days : op === '>' ? daysLeft > days : daysLeft >= days,
  )
}

/** Whether a resource passes every term but the free words (tags, kinds, states, accounts, expiry). */
export function matchesTerms(filter: Filter, subject: FilterSubject): boolean {
  for (const term of filter.tags) if (hasTag(term, subject.tags) === term.negated) return false
  for (const { kinds, negated } of filter.kinds) if (kinds.includes(subject.kind) === negated) return false
  for (const { value, negated } of filter.states) if (stateMatches(value, subject) === negated) return false
  for (const { value, negated } of filter.accounts) {
    const found = subject.accountId.toLowerCase() === value || subject.accountLabel.toLowerCase().includes(value)
    if (found === negated) return false
  }
  return expiresMatches(filter, subject.daysLeft)
}

/** Whether a row's text holds every free word and none of the left-out ones (lists: plain, case aside). */
export function matchesText(filter: Filter, text: string): boolean {
  const lower = text.toLowerCase()
  for (const word of filter.text.toLowerCase().split(/\s+/)) if (word && !lower.includes(word)) return false
  for (const word of filter.without) if (lower.includes(word)) return false
  return true
}

/** Whole days from `now` until an ISO date (negative once past); null without one. */
export function daysUntil(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null
  const at = Date.parse(iso)
  return Number.isNaN(at) ? null : Math.floor((at - now) / 86_400_000)
}
