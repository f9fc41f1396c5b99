/**
 * What a user-typed name or text may not hold, shared by the channel schemas (and so by their forms).
 *
 * - Names (an account's label, a network's name, an SSH key's title, a storage login, zone and record names):
 *   no control characters at all — NUL, CR/LF, tab and the other C0/C1 controls, DEL, the Unicode line and
 *   paragraph separators — and no bidi controls (the embeddings, overrides and isolates, LRM/RLM/ALM), which
 *   make a name read differently from what it is ("‮gpj.exe").
 * - Free text (a TXT record): ordinary text, line breaks and tabs included, but never NUL, another control
 *   character or a bidi control.
 */

/** U+061C ALM, U+200E LRM, U+200F RLM, U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
/** Tab, LF and CR are allowed in free text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL.test(value)
}

/** True when the value is fit to be a name: no control character, no line break, no bidi control. */
export function isSafeName(value: string): boolean {
  return !NAME_FORBIDDEN.test(value)
}

/** True when the value is fit to be free text: line breaks and tabs are fine; NUL, other controls and bidi controls are not. */
export function isSafeText(value: string): boolean {
  return !TEXT_FORBIDDEN.test(value)
}
