import type { Locale } from '@shared/models/preferences'
import type { DomainWords } from './define'

/**
 * Every domain's messages, found by where they live (`domains/*.ts`; the parts a domain file includes sit in
 * `domains/parts/`): a domain's namespace is the name of its `defineMessages` export (`export const sshKeys`).
 */
const found = import.meta.glob<Record<string, unknown>>(['./domains/*.ts', '!./domains/*.test.ts'], { eager: true })

const inBothLanguages = (value: unknown): value is Record<Locale, unknown> =>
  typeof value === 'object' && value !== null && 'en' in value && 'ru' in value

/** One language's words of every domain, by namespace. A namespace defined twice is an error. */
export function domainWords(locale: Locale): DomainWords {
  const words: Record<string, unknown> = {}
  for (const path of Object.keys(found).sort()) {
    for (const [namespace, messages] of Object.entries(found[path] ?? {})) {
      if (!inBothLanguages(messages)) continue
      if (Object.hasOwn(words, namespace)) throw new Error(`The messages ${namespace} are defined twice (${path})`)
      words[namespace] = messages[locale]
    }
  }
  return words as DomainWords
}
