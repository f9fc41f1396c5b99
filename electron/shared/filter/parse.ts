/**
 * The one filter language of the palette, the overview and the lists: `tag:env=prod`, `tag:client`, `-tag:legacy`,
 * `kind:server`, `state:stopped`, `account:acme`, `expires<30d`, and free words. Field names have Russian twins
 * (`тег:`, `вид:`, `состояние:`, `аккаунт:`, `истекает<30д`). Pure: what a term means for an item is `match.ts`'s.
 */

export type Comparison = '<' | '<=' | '>' | '>='

export interface TagTerm {
  /** Lower case. */
  key: string
  /** Lower case; null: any value, or the bare word. */
  value: string | null
  negated: boolean
}

export interface WordTerm {
  /** Lower case. */
  value: string
  negated: boolean
}

export interface Filter {
  tags: TagTerm[]
  /** Each a kind of the registry (aliases resolved: `zone` is `dnsZone`, `network` both networks). */
  kinds: Array<{ kinds: string[]; negated: boolean }>
  states: WordTerm[]
  accounts: WordTerm[]
  expires: Array<{ op: Comparison; days: number }>
  /** The free words, as typed (for the caller's own text search). */
  text: string
  /** Free words to leave out (`-word`), lower case. */
  without: string[]
}

/** What is wrong with a term, for the user's own language: the renderer words each code, the backend says `message`. */
export type FilterProblemCode =
  'emptyValue' | 'unknownField' | 'unknownKind' | 'badExpiry' | 'unclosedQuote' | 'emptyNegation'

export interface FilterProblem {
  code: FilterProblemCode
  /** The term as typed. */
  term: string
  /** Where it starts in the query. */
  at: number
  /** The English sentence: what is wrong and what to write instead. */
  message: string
}

export type ParsedFilter = { ok: true; filter: Filter } | { ok: false; problems: FilterProblem[] }

const FIELDS: Record<string, 'tag' | 'kind' | 'state' | 'account'> = {
  tag: 'tag',
  тег: 'tag',
  kind: 'kind',
  вид: 'kind',
  тип: 'kind',
  state: 'state',
  состояние: 'state',
  статус: 'state',
  account: 'account',
  аккаунт: 'account',
}
const EXPIRES = /^(expires|истекает)(<=|>=|<|>)(\d{1,4})(d|w|д|н)?$/u
const EXPIRES_START = /^(expires|истекает)/u

/** A word for a kind: the registry's names (any case) and what people call them. */
export const KIND_ALIASES: Record<string, readonly string[]> = {
  server: ['server'],
  сервер: ['server'],
  zone: ['dnsZone'],
  зона: ['dnsZone'],
  record: ['dnsRecord'],
  запись: ['dnsRecord'],
  certificate: ['sslCertificate'],
  cert: ['sslCertificate'],
  сертификат: ['sslCertificate'],
  network: ['privateNetwork', 'publicNetwork'],
  сеть: ['privateNetwork', 'publicNetwork'],
  key: ['sshKey'],
  ключ: ['sshKey'],
  image: ['image'],
  образ: ['image'],
  storage: ['storage'],
  хранилище: ['storage'],
  user: ['storageUser'],
}

/** The query's terms with where each starts: white space between them, `"…"` keeping spaces in a free phrase. */
function split(query: string): Array<{ term: string; at: number; quoted: boolean }> | FilterProblem {
  const terms: Array<{ term: string; at: number; quoted: boolean }> = []
  const pattern = /(-?)"([^"]*)("?)|\S+/gu
  for (let m = pattern.exec(query); m; m = pattern.exec(query)) {
    if (m[2] !== undefined) {
      if (m[3] !== '"')
        return problem('unclosedQuote', m[0], m.index, `Close the quote of ${m[0]}: a phrase is "two words".`)
      terms.push({ term: `${m[1]}${m[2]}`, at: m.index, quoted: true })
    } else terms.push({ term: m[0], at: m.index, quoted: false })
  }
  return terms
}

const problem = (code: FilterProblemCode, term: string, at: number, message: string): FilterProblem => ({
  code,
  term,
  at,
  message,
})

/** A kind word as the registry's kinds; `known` lists them (any case matches). */
function kindsOf(word: string, known: readonly string[]): string[] | null {
  const exact = known.find((k) => k.toLowerCase() === word)
  if (exact) return [exact]
  const aliased = KIND_ALIASES[word] ?? KIND_ALIASES[word.endsWith('s') ? word.slice(0, -1) : word]
  return aliased ? aliased.filter((k) => known.length === 0 || known.includes(k)) : null
}

interface Parts {
  filter: Filter
  words: string[]
  problems: FilterProblem[]
  known: readonly string[]
}

/** One `field:value` term into the filter, or a problem. */
function field(parts: Parts, name: string, value: string, negated: boolean, term: string, at: number): void {
  const kind = FIELDS[name]
  if (!kind) {
    const fields = 'tag:, kind:, state:, account: or expires<30d'
    parts.problems.push(problem('unknownField', term, at, `"${name}:" is no filter: use ${fields}.`))
    return
  }
  if (!value) {
    parts.problems.push(problem('emptyValue', term, at, `Say what ${name}: is, as in ${EXAMPLES[kind]}.`))
    return
  }
  if (kind === 'tag') {
    const eq = value.indexOf('=')
    const [key, tagValue] = eq < 0 ? [value, null] : [value.slice(0, eq), value.slice(eq + 1) || null]
    if (!key) parts.problems.push(problem('emptyValue', term, at, `A tag filter names the key: tag:env=prod.`))
    else parts.filter.tags.push({ key, value: tagValue, negated })
  } else if (kind === 'kind') {
    const kinds = kindsOf(value, parts.known)
    if (kinds && kinds.length > 0) parts.filter.kinds.push({ kinds, negated })
    else {
      const names = 'server, zone, record, certificate, network, key, image, storage'
      parts.problems.push(problem('unknownKind', term, at, `"${value}" is no kind: use one of ${names}.`))
    }
  } else if (kind === 'state') parts.filter.states.push({ value, negated })
  else parts.filter.accounts.push({ value, negated })
}

const EXAMPLES = { tag: 'tag:env=prod', kind: 'kind:server', state: 'state:stopped', account: 'account:acme' }

function term(parts: Parts, raw: { term: string; at: number; quoted: boolean }): void {
  const { at, quoted } = raw
  const negated = raw.term.startsWith('-') && raw.term.length > 1
  if (raw.term === '-') {
    parts.problems.push(problem('emptyNegation', '-', at, 'A "-" leaves out what follows it: write -tag:legacy.'))
    return
  }
  const body = (negated ? raw.term.slice(1) : raw.term).toLowerCase()
  if (quoted) {
    if (negated) parts.filter.without.push(body)
    else parts.words.push(raw.term)
    return
  }
  if (EXPIRES_START.test(body)) {
    const m = EXPIRES.exec(body)
    if (m && !negated) {
      const unit = m[4] === 'w' || m[4] === 'н' ? 7 : 1
      parts.filter.expires.push({ op: m[2] as Comparison, days: Number(m[3]) * unit })
    } else parts.problems.push(problem('badExpiry', raw.term, at, 'Write how soon, as in expires<30d or expires>7d.'))
    return
  }
  const colon = body.indexOf(':')
  // A word with a colon inside (an IPv6 address, a time) is text; a field name is letters only.
  if (colon > 0 && /^[\p{L}]+$/u.test(body.slice(0, colon)))
    field(parts, body.slice(0, colon), body.slice(colon + 1), negated, raw.term, at)
  else if (negated) parts.filter.without.push(body)
  else parts.words.push(raw.term)
}

/**
 * Parses a query. `kinds`: the registry's kinds, to check `kind:` against (none: the aliases alone). Every term
 * is read; the problems of all the bad ones are answered together, each saying what to write instead.
 */
export function parseFilter(query: string, kinds: readonly string[] = []): ParsedFilter {
  const filter: Filter = { tags: [], kinds: [], states: [], accounts: [], expires: [], text: '', without: [] }
  const terms = split(query)
  if (!Array.isArray(terms)) return { ok: false, problems: [terms] }
  const parts: Parts = { filter, words: [], problems: [], known: kinds }
  for (const raw of terms) term(parts, raw)
  if (parts.problems.length > 0) return { ok: false, problems: parts.problems }
  filter.text = parts.words.join(' ')
  return { ok: true, filter }
}

/**
 * Whether a filter has a field term (tags, kinds, states, accounts, expiry). Free words alone, `-word` among them,
 * stay a plain text search: a pasted `-v` or `"x` is searched as typed, as before the language.
 */
export const narrowsByTerms = (f: Filter): boolean =>
  f.tags.length + f.kinds.length + f.states.length + f.accounts.length + f.expires.length > 0
