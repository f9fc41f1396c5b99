/**
 * Names from the API, shown as they are: characters that hide or reorder text (zero-width spaces and joiners,
 * the BOM, soft hyphens, bidi marks, embeddings, overrides and isolates) become a visible `⟦U+202E⟧`, so
 * "web‮gpj.exe" cannot pass for another name and two names that look alike are told apart. The caller shows
 * the result in a `<bdi>`, so a right-to-left name cannot pull its neighbours around either.
 */
const HIDDEN = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

const codePoint = (ch: string) => `⟦U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`

export function visibleName(name: string): string {
  HIDDEN.lastIndex = 0
  return HIDDEN.test(name) ? name.replace(HIDDEN, codePoint) : name
}
