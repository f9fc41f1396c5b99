/**
 * How schemas word their refusals. Each schema factory takes `say`, the words for its rule codes: the
 * renderer passes its translations, the contract the English texts defined beside each channel file.
 */
export type RuleText<C extends string> = (code: C, params?: Record<string, string | number>) => string

/** Fills `{name}` placeholders; an unknown placeholder stays visible rather than becoming "undefined". */
export function fillTemplate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

export function englishRules<C extends string>(rules: Record<C, string>): RuleText<C> {
  return (code, params) => fillTemplate(rules[code], params)
}

/**
 * A slice's rule words as its `<file>.rules.json` beside it holds them: the English texts (the renderer's
 * `i18n/domains/<domain>.ts` translates them) and the `say` that fills them, the backend's words for its refusals.
 */
export function ruleWords<R extends Record<string, string>>(texts: R): readonly [R, RuleText<keyof R & string>] {
  return [texts, englishRules<keyof R & string>(texts)]
}
