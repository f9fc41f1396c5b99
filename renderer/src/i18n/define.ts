/** One domain's messages in both languages; Russian must have exactly English's keys. */
export function defineMessages<T>(messages: { en: T; ru: NoInfer<T> }): { en: T; ru: T } {
  return messages
}

/** The contract's English rule texts as vue-i18n messages: `@` (vue-i18n's linked-message sign) kept literal. */
export function literalMessages<C extends string>(texts: Record<C, string>): Record<C, string> {
  return Object.fromEntries(
    Object.entries<string>(texts).map(([code, text]) => [code, text.replace(/@/g, "{'@'}")]),
  ) as Record<C, string>
}
