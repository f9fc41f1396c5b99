/** Seeded random text for the palette's tests: the same strings every run, no dependency. */

/** A seeded source of numbers in [0, 1) (mulberry32): the same seed, the same strings, every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A string of up to `maxLength` characters drawn from `alphabet` (its code points). */
export function randomText(random: () => number, alphabet: readonly string[], maxLength: number): string {
  const length = 1 + Math.floor(random() * maxLength)
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)] ?? ''
  return out
}

/**
 * What anyone might type or paste: letters of both alphabets, digits, every ASCII punctuation mark (regex and
 * LIKE characters among them), white space, control characters, NUL, lone surrogate halves, an emoji, a
 * combining mark, letters whose case changes length.
 */
export const ANY_CHARACTERS: readonly string[] = [
  ...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789',
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБЁЖЪЯ',
  ...' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  '\0', '\x01', '\x07', '\t', '\n', '\r', '\x1b', '\x7f', '\u00a0', '\u2028', '\ufeff',
  '\ud800', '\udc00', '\ud83d', '🚀', '\u0301', 'İ', 'ß', 'Σ', 'ς', 'ſ', 'ﬀ',
] // prettier-ignore
