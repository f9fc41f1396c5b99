/**
 * Every domain's messages (`domains/<domain>.ts`), by namespace: each domain file adds its own member by declaration
 * merging, so the messages collected by `domain-words.ts` keep their exact type without a list of domains:
 *
 *   declare module '../define' { interface DomainMessages { dns: typeof dns } }
 *
 * This file imports nothing, so no domain file ties itself into a circle by naming it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainMessages {}

/** One language's words of every domain, by namespace (both languages have the same keys). */
export type DomainWords = { [D in keyof DomainMessages]: DomainMessages[D] extends { en: infer T } ? T : never }

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
