import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { en } from './en'
import { russianPlural } from './plural'
import { ru } from './ru'
import { compileMessage, moduleOf } from '../../../scripts/vite/precompiled-messages.mjs'

type Tree = { [key: string]: string | Tree }

/** The module's default export, as the page would get it. */
function load(tree: Tree): Tree {
  return new Function(moduleOf(tree).replace('export default', 'return'))() as Tree
}

function leaves(tree: Tree, path = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value] as [string, string]] : leaves(value, `${path}${key}.`),
  )
}

/** Every named placeholder of a message, with a value that shows where it landed. */
function params(source: string): Record<string, string | number> {
  const names = [...source.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)].map((m) => m[1]!)
  return Object.fromEntries(names.map((name) => [name, name === 'n' || name === 'count' ? 7 : `<${name}>`]))
}

describe('messages compiled at build time', () => {
  it('keeps plain text as text and compiles anything else to its syntax tree', () => {
    expect(compileMessage('Reboot', 'a')).toBe('Reboot')
    expect(compileMessage("name{'@'}host", 'a')).toBe('name@host')
    expect(compileMessage('Reboot {name}', 'a')).toMatchObject({ t: 0, b: { t: 2 } })
    expect(compileMessage('{n} record | {n} records', 'a')).toMatchObject({ t: 0, b: { t: 1 } })
  })

  it("ships the tree as one JSON string and gives the page vue-i18n's static form for plain text", () => {
    const code = moduleOf({ a: 'Reboot', b: { c: 'Reboot {name}', d: { e: 'Stop' } } })
    expect(code).toMatch(/JSON\.parse\("/)
    expect(code).not.toMatch(/\{a:/)
    expect(load({ a: 'Reboot', b: { c: 'Reboot {name}', d: { e: 'Stop' } } })).toMatchObject({
      a: { t: 0, b: { t: 2, s: 'Reboot' } },
      b: { c: { t: 0, b: { t: 2 } }, d: { e: { t: 0, b: { t: 2, s: 'Stop' } } } },
    })
  })

  it('fails the build on a message that does not compile, naming its key', () => {
    expect(() => compileMessage('Hello {name', 'servers.greeting')).toThrow(/servers\.greeting does not compile/)
  })

  it('says exactly what the runtime compiler would, for every message in both languages', () => {
    const source = { en: en as unknown as Tree, ru: ru as unknown as Tree }
    const compiled = { en: load(source.en), ru: load(source.ru) }
    const make = (messages: Record<'en' | 'ru', Tree>) =>
      createI18n({
        legacy: false,
        locale: 'en',
        fallbackLocale: 'en',
        messages,
        pluralRules: { ru: russianPlural },
        missingWarn: false,
        fallbackWarn: false,
      }).global
    const runtime = make(source)
    const built = make(compiled)
    let checked = 0
    for (const locale of ['en', 'ru'] as const) {
      runtime.locale.value = locale
      built.locale.value = locale
      for (const [key, text] of leaves(source[locale])) {
        const named = params(text)
        expect(built.t(key, named), `${locale} ${key}`).toBe(runtime.t(key, named))
        if (!text.includes('|')) continue
        // As the app asks for a plural: the count as the choice and as {n} (Russian has three forms).
        for (const n of [1, 2, 5])
          expect(built.t(key, { ...named, n }, n), `${locale} ${key} ×${n}`).toBe(runtime.t(key, { ...named, n }, n))
      }
      checked += leaves(source[locale]).length
    }
    expect(checked).toBeGreaterThan(1000)
  })
})
