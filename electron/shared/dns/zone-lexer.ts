/**
 * The zone file's lexical layer, written by hand so that every step is linear in the text's length: no regular
 * expression here can backtrack (a TTL pattern with a nested quantifier held the page for seconds on 53 bytes).
 */

/** A logical line: comments dropped, `( … )` joined; its first physical line, and where it ends in the text. */
export interface LogicalLine {
  text: string
  line: number
  end: number
}

const UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 }
/** No TTL is longer than this many digits in one number (2^31 − 1 seconds has 10). */
const TTL_DIGITS_MAX = 10
const TTL_MAX = 2_147_483_647

const isDigit = (ch: string) => ch >= '0' && ch <= '9'

/** `3600`, `1h`, `1h30m` → seconds; null when it is not a TTL (or is beyond 2^31 − 1 s). */
export function ttlSeconds(token: string): number | null {
  if (token === '') return null
  let total = 0
  let digits = ''
  for (const ch of token.toLowerCase()) {
    if (isDigit(ch)) {
      if (digits.length >= TTL_DIGITS_MAX) return null
      digits += ch
      continue
    }
    const unit = UNIT[ch]
    if (unit === undefined || digits === '') return null
    total += Number(digits) * unit
    digits = ''
  }
  total += digits === '' ? 0 : Number(digits)
  return total <= TTL_MAX ? total : null
}

/** The text cut into logical lines: comments dropped, `( … )` joined, quotes respected. */
/** The characters logicalLines looks at; every other one is copied in runs. */
const SPECIAL = new Uint8Array(128)
for (const ch of '\n\r\\";()') SPECIAL[ch.charCodeAt(0)] = 1
const isSpecial = (code: number) => code < 128 && SPECIAL[code] === 1

/** Where the run of ordinary characters from `from` ends. */
function runEnd(text: string, from: number): number {
  let at = from
  while (at < text.length && !isSpecial(text.charCodeAt(at))) at++
  return at
}

export function logicalLines(text: string): LogicalLine[] {
  const out: LogicalLine[] = []
  const state = { parts: [] as string[], depth: 0, quoted: false, comment: false, line: 1, start: 1 }
  const flush = (end: number) => {
    const joined = state.parts.join('').trimEnd()
    if (joined.trim() !== '') out.push({ text: joined, line: state.start, end })
    state.parts = []
  }
  for (let i = 0; i < text.length; i++) {
    // A comment is skipped to its line's end, ordinary text copied as one run: one look at each character.
    const skipTo = state.comment ? text.indexOf('\n', i) : runEnd(text, i)
    if (skipTo === -1) break
    if (!state.comment && skipTo > i) state.parts.push(text.slice(i, skipTo))
    i = skipTo
    if (i >= text.length) break
    const ch = text[i]!
    if (ch === '\n') {
      state.comment = false
      if (state.depth > 0 && !state.quoted) state.parts.push(' ')
      else {
        flush(i)
        state.quoted = false
        state.start = state.line + 1
      }
      state.line++
    } else if (state.comment || ch === '\r') continue
    else if (ch === '\\' && i + 1 < text.length && text[i + 1] !== '\n') state.parts.push(ch + text[++i])
    else if (ch === '"') {
      state.quoted = !state.quoted
      state.parts.push(ch)
    } else if (state.quoted) state.parts.push(ch)
    else if (ch === ';') state.comment = true
    else if (ch === '(' || ch === ')') {
      state.depth = ch === '(' ? state.depth + 1 : Math.max(0, state.depth - 1)
      state.parts.push(' ')
    } else state.parts.push(ch)
  }
  flush(text.length)
  return out
}

const isBlank = (ch: string) => ch === ' ' || ch === '\t' || ch === '\f' || ch === '\v'

/** Where the run of characters that only extend the current token ends (a backslash, a quote, or a blank outside quotes). */
function plainRunEnd(line: string, from: number, quoted: boolean): number {
  let at = from
  for (; at < line.length; at++) {
    const ch = line[at]!
    if (ch === '\\' || ch === '"' || (!quoted && isBlank(ch))) break
  }
  return at
}

/** Splits on blanks outside quotes; a quoted string stays one token, with its quotes; `\x` stays as written. */
export function tokens(line: string): string[] {
  const out: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const end = plainRunEnd(line, i, quoted)
    if (end > i) {
      current += line.slice(i, end)
      i = end - 1
      continue
    }
    const ch = line[i]!
    if (ch === '\\' && i + 1 < line.length) {
      current += ch + line[++i]
      continue
    }
    if (ch === '"') {
      if (!quoted && current !== '') out.push(current)
      current = quoted ? current + ch : ch
      if (quoted) out.push(current)
      if (quoted) current = ''
      quoted = !quoted
      continue
    }
    if (!quoted && isBlank(ch)) {
      if (current !== '') out.push(current)
      current = ''
      continue
    }
    current += ch
  }
  if (current !== '') out.push(current)
  return out
}

/** The TXT data as written (quoted strings) → the text: unescaped and joined. */
export function txtText(raw: string): string {
  const bodies = tokens(raw.trim()).map((part) =>
    part.startsWith('"') && part.endsWith('"') && part.length >= 2 ? part.slice(1, -1) : part,
  )
  // Without an escape the text is the strings joined; only escapes (`\DDD` bytes) need the bytes.
  if (!bodies.some((body) => body.includes('\\'))) return bodies.join('')
  const bytes: number[] = []
  for (const body of bodies) unescapeInto(bytes, body)
  return new TextDecoder().decode(new Uint8Array(bytes))
}

const encoder = new TextEncoder()
function pushAll(bytes: number[], more: Uint8Array): void {
  for (const byte of more) bytes.push(byte)
}

/** One character-string's bytes: runs without a backslash encoded at once, `\DDD` a byte, `\x` the character. */
function unescapeInto(bytes: number[], body: string): void {
  let i = 0
  while (i < body.length) {
    const slash = body.indexOf('\\', i)
    const stop = slash === -1 ? body.length : slash
    if (stop > i) pushAll(bytes, encoder.encode(body.slice(i, stop)))
    if (slash === -1) return
    const ddd = body.slice(slash + 1, slash + 4)
    if (ddd.length === 3 && [...ddd].every(isDigit)) {
      bytes.push(Number(ddd) & 0xff)
      i = slash + 4
    } else if (slash + 1 < body.length) {
      pushAll(bytes, encoder.encode(body[slash + 1]!))
      i = slash + 2
    } else {
      bytes.push(0x5c)
      i = slash + 1
    }
  }
}
