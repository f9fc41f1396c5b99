import { SLICE_MS, timeSlices, yieldToLoop } from '../event-loop'

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

/** Objects holding a list longer than this are written key by key (lists always a run of items at a time). */
const LONG_LIST = 64
/**
 * Items of a list written whole are joined into pieces of about this many characters: a piece (a generator step)
 * per record made 100,000 steps, slow while the code is still cold, yet a piece stays far from a whole section.
 */
export const PIECE_CHARS = 32 * 1024

/** Checked for every record: a loop over the keys, with no array of the values made for each. */
function holdsLongList(value: object): boolean {
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key]
    if (Array.isArray(inner) && inner.length > LONG_LIST) return true
  }
  return false
}

/** The outer objects are written key by key; deeper, only an object that holds a long list (a zone's records). */
const writtenWhole = (value: unknown, depth: number) =>
  typeof value !== 'object' ||
  value === null ||
  (!Array.isArray(value) &&
    (typeof (value as { toJSON?: unknown }).toJSON === 'function' || (depth > 1 && !holdsLongList(value))))

/** `value` as compact JSON in pieces: lists a run of items at a time, so a piece is never a whole large section. */
export function* jsonPieces(value: unknown, options: JsonPiecesOptions = {}, depth = 0): Generator<string> {
  const leaf = options.leaf ?? JSON.stringify
  if (writtenWhole(value, depth)) return yield leaf(value) ?? 'null'
  if (Array.isArray(value)) {
    let piece = '['
    for (let i = 0; i < value.length; i++) {
      if (i > 0) piece += ','
      const raw: unknown = value[i]
      const item = raw === undefined || typeof raw === 'function' ? null : raw
      if (writtenWhole(item, depth + 1)) {
        piece += leaf(item) ?? 'null'
        if (piece.length < PIECE_CHARS) continue
        yield piece
      } else {
        if (piece !== '') yield piece
        yield* jsonPieces(item, options, depth + 1)
      }
      piece = ''
    }
    return yield `${piece}]`
  }
  let first = true
  for (const [key, inner] of Object.entries(value as object)) {
    if (inner === undefined || typeof inner === 'function' || typeof inner === 'symbol') continue
    yield `${first ? '{' : ','}${JSON.stringify(key)}:`
    first = false
    if (options.blank?.(key, inner)) yield 'null'
    else yield* jsonPieces(inner, options, depth + 1)
  }
  yield first ? '{}' : '}'
}

/** About how much text is produced between two turns of the event loop. */
export const CHUNK_CHARS = 256 * 1024

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

/**
 * The pieces one by one, with a turn of the event loop whenever SLICE_MS have passed since the last: time, not
 * size, decides, so a fast machine makes few turns and a slow or busy one still never holds the loop long. The
 * consumer's own work on each piece (a file's encoding) counts in the slice. A small value waits no turn.
 */
export async function* jsonSlices(pieces: Iterable<string>, sliceMs = SLICE_MS): AsyncGenerator<string> {
  const slice = timeSlices(sliceMs)
  for (const piece of pieces) {
    yield piece
    if (slice.due()) await slice.turn()
  }
}
