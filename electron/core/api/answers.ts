import type { z } from 'zod'
import type { ApiErrorKind } from '../../shared/models'
import { modelStateOf, reasonsText, type FieldReasons } from './model-state'
import { answerListItem, readAnswerItems } from './wire/lists'

const MAX_SERVER_MESSAGE = 300

/** A run of at least this many characters of the token counts as the token (a hostile echo of its start). */
const TOKEN_FRAGMENT = 8
/** Tokens shorter than this are only scrubbed whole: fragments of them would garble ordinary words. */
const MIN_REDACTABLE = 4

/**
 * The text with the token scrubbed, as written and as a server may echo it encoded (base64 and base64url at
 * each of the three byte alignments it can sit at inside a longer encoded text, URL-encoding): see redactForm.
 */
export function redactSecret(text: string, secret: string): string {
  if (secret.length < MIN_REDACTABLE) return text
  let out = text
  for (const form of new Set([secret, ...encodedForms(secret)])) out = redactForm(out, form)
  return out
}

/** The token's encoded writings: only the characters that depend on the token alone (not on its neighbours). */
function encodedForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const forms = [encodeURIComponent(secret)]
  for (let lead = 0; lead < 3; lead++) {
    const b64 = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64')
    const inner = b64.slice(Math.ceil((lead * 8) / 6), Math.floor(((lead + bytes.length) * 8) / 6))
    forms.push(inner, inner.replace(/\+/g, '-').replace(/\//g, '_'))
  }
  return forms.filter((form) => form.length >= TOKEN_FRAGMENT)
}

/**
 * The text with one form of the token scrubbed: the whole of it, and every run of 8 or more characters that
 * also appears in it (its start, cut off by a server or by us; its end; any piece), each replaced by `[token]`.
 * Linear in the text: the form's 8-character windows are looked up in a set.
 */
function redactForm(text: string, secret: string): string {
  if (secret.length < MIN_REDACTABLE) return text
  const out = text.split(secret).join('[token]')
  if (secret.length < TOKEN_FRAGMENT) return out
  const windows = new Set<string>()
  for (let i = 0; i + TOKEN_FRAGMENT <= secret.length; i++) windows.add(secret.slice(i, i + TOKEN_FRAGMENT))
  const covered = new Uint8Array(out.length)
  let any = false
  for (let i = 0; i + TOKEN_FRAGMENT <= out.length; i++) {
    if (windows.has(out.slice(i, i + TOKEN_FRAGMENT))) {
      covered.fill(1, i, i + TOKEN_FRAGMENT)
      any = true
    }
  }
  if (!any) return out
  let result = ''
  for (let i = 0; i < out.length;) {
    if (covered[i]) {
      result += '[token]'
      while (i < out.length && covered[i]) i++
    } else {
      result += out[i]
      i++
    }
  }
  return result
}

/** The body parsed as JSON, or undefined when it is not JSON. */
function parsedBody(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** The reasons per wire field of a refusal's ModelState (model-state.ts), the token scrubbed; undefined when none. */
export function fieldReasonsOf(text: string, secret?: string): FieldReasons | undefined {
  const raw = text.trim()
  if (!raw.startsWith('{')) return undefined
  return modelStateOf(parsedBody(raw), (said) => (secret === undefined ? said : redactSecret(said, secret)))
}

/**
 * The body's `Message` when it is JSON carrying one (PRODUCT §2), followed by its ModelState's reasons (model-state.ts),
 * else the raw text, trimmed. `secret` (the account's token) is scrubbed before the message is cut to length, so a cut
 * can never leave a piece of it.
 */
export function serverMessageOf(text: string, secret?: string): string | undefined {
  const raw = text.trim()
  if (raw === '') return undefined
  let message = raw
  const parsed = parsedBody(raw)
  if (parsed !== undefined) {
    if (typeof parsed === 'object' && parsed !== null) {
      const m =
        (parsed as { Message?: unknown; message?: unknown }).Message ?? (parsed as { message?: unknown }).message
      const reasons = modelStateOf(parsed)
      const said = [typeof m === 'string' ? m.trim() : '', reasons ? reasonsText(reasons) : ''].filter(Boolean)
      if (said.length > 0) message = said.join(' ')
    } else if (typeof parsed === 'string' && parsed.trim() !== '') {
      message = parsed.trim()
    }
  }
  // A proxy's HTML error page: keep its words, not its markup.
  if (message.startsWith('<'))
    message = message.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
  message = message.replace(/\s+/g, ' ').trim()
  if (secret !== undefined) message = redactSecret(message, secret)
  if (message === '') return undefined
  return message.length > MAX_SERVER_MESSAGE ? `${message.slice(0, MAX_SERVER_MESSAGE - 1)}…` : message
}

/**
 * The router's own "no such route" text (ASP.NET Web API wording, which the API's back end and the
 * sandbox use), as opposed to a handler's "<thing> not found" for an id that does not exist.
 */
export function isUnknownRouteMessage(message: string | undefined): boolean {
  return message !== undefined && /no http resource was found/i.test(message)
}

/** Error kind for a non-2xx status, before capability rules are applied. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'auth'
  if (status === 404) return 'notFound'
  if (status === 405) return 'unsupported'
  if (status === 408) return 'timeout'
  if (status === 429) return 'rateLimited'
  if (status >= 400 && status < 500) return 'rejected'
  if (status >= 500 && status < 600) return 'server'
  return 'unexpectedResponse'
}

/** Statuses worth retrying for an idempotent request. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status === 500 || status === 502 || status === 503 || status === 504
}

/** "[2].LinkedRecords[0].TTL" from a zod path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`
  return out === '' ? '(the whole answer)' : out
}

export type ParsedAnswer<T> = { ok: true; value: T } | { ok: false; field?: string; reason: string }

/**
 * Parses a 2xx JSON body against its wire schema; never throws. Asynchronous: a long list is read in slices
 * (answerList). The text is held only until JSON.parse has read it (this function returns before the list is
 * read), and a list answerList made is read off the parsed answer itself, each raw item let go once read.
 */
export function parseJsonAnswer<T>(text: string, schema: z.ZodType<T>): Promise<ParsedAnswer<T>> {
  if (text.trim() === '') return Promise.resolve({ ok: false, reason: 'the answer was empty' })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return Promise.resolve({ ok: false, reason: 'the answer was not valid JSON' })
  }
  return readParsed(json, schema)
}

async function readParsed<T>(json: unknown, schema: z.ZodType<T>): Promise<ParsedAnswer<T>> {
  const item = answerListItem(schema)
  // answerList's value for an array, with no copy of it made on the way (anything else: zod says what is wrong).
  if (item && Array.isArray(json)) return { ok: true, value: (await readAnswerItems(item, json)) as T }
  const result = await schema.safeParseAsync(json)
  if (result.success) return { ok: true, value: result.data }
  const issue = result.error.issues[0]
  return issue
    ? { ok: false, field: formatPath(issue.path), reason: issue.message }
    : { ok: false, reason: 'unreadable answer' }
}

/** A plain-text answer (DELETE /server-batch); a JSON string is unwrapped. */
export function textAnswer(text: string): string {
  const raw = text.trim()
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw)
      if (typeof parsed === 'string') return parsed.trim()
    } catch {
      // Fall through: keep the raw text.
    }
  }
  return raw
}
