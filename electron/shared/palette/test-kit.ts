/**
 * What anyone might type or paste, for the palette's tests: letters of both alphabets, digits, every ASCII
 * punctuation mark (regex and LIKE characters among them), white space, control characters, NUL, lone surrogate
 * halves, an emoji, a combining mark, letters whose case changes length.
 */
export const ANY_CHARACTERS = [
  'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789',
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБЁЖЪЯ',
  ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  '\0\x01\x07\t\n\r\x1b\x7f\u00a0\u2028\ufeff',
  '\ud800\udc00\ud83d🚀\u0301İßΣςſﬀ',
].join('')
