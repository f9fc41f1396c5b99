/**
 * Compact JSON of a large value (a 100,000-record snapshot) written piece by piece, so it is never one string in
 * memory (two bytes a character once it holds a Cyrillic letter) nor one buffer: the cache file, the browser
 * host's answers and its event stream are all written this way.
 */

export interface JsonPiecesOptions {
  /** A value written whole (nothing in it worth splitting): its compact JSON. JSON.stringify by default. */
  leaf?: (value: unknown) => string
  /** A key whose value is written as null instead (a secret, in the cache). */
  blank?: (key: string, value: unknown) => boolean
}

/** Objects holding a list longer than this are written key by key (lists always item by item). */
const LONG_LIST = 64

/** `value` as compact JSON in pieces: lists item by item, so a piece is never a whole large section. */
export function* jsonPieces(value: unknown, options: JsonPiecesOptions = {}, depth = 0): Generator<string> {
  if (Array.isArray(value)) {
    yield '['
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ','
      const item: unknown = value[i]
      yield* jsonPieces(item === undefined || typeof item === 'function' ? null : item, options, depth + 1)
    }
    return yield ']'
  }
  // The outer objects key by key; deeper, only an object that holds a long list (a zone's records).
  const holdsLongList = () => Object.values(value as object).some((v) => Array.isArray(v) && v.length > LONG_LIST)
  if (typeof value !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON === 'function' || (depth > 1 && !holdsLongList())) {
    return yield (options.leaf ?? JSON.stringify)(value) ?? 'null'
  }
  let first = true
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined || typeof inner === 'function') continue
    yield `${first ? '{' : ','}${JSON.stringify(key)}:`
    first = false
    if (options.blank?.(key, inner)) yield 'null'
    else yield* jsonPieces(inner, options, depth + 1)
  }
  yield first ? '{}' : '}'
}

/** About how much text is produced between two turns of the event loop. */
export const CHUNK_CHARS = 256 * 1024
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The pieces joined into chunks of about CHUNK_CHARS, with the event loop free between two chunks: a large value
 * never blocks the backend for long. A small one is a single chunk, with no turn waited.
 */
export async function* jsonChunks(pieces: Iterable<string>, chunkChars = CHUNK_CHARS): AsyncGenerator<string> {
  let pending = ''
  for (const piece of pieces) {
    pending += piece
    if (pending.length >= chunkChars) {
      yield pending
      pending = ''
      await yieldToLoop()
    }
  }
  if (pending !== '') yield pending
}
