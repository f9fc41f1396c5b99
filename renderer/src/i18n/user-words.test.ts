import { describe, expect, it } from 'vitest'
import { en } from './en'
import { ru } from './ru'

function* leaves(node: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof node === 'string') yield [path.join('.'), node]
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* leaves(value, [...path, key])
}

/**
 * Words meant for the people who build Hostdeck, not for those who use it (issue 52, row 8): where a fact about the
 * service comes from, the simulator, its dialects, our sources' names. A form says what a field does, or hides it.
 */
const OUR_WORDS = [
  /public (source|client)/i,
  /no source/i,
  /REAL-API/i,
  /\bC\d{1,2}\b/,
  /\bdialect/i,
  /\bsimulator\b/i,
  /\bseed\b/i,
  /evidence/i,
  /открыт\w* источник/i,
  /источник\w* не/i,
  /симулятор/i,
  /диалект/i,
]

describe('the words users read', () => {
  it.each([
    ['English', en],
    ['Russian', ru],
  ])('%s: none speaks of our sources, the simulator or its dialects', (_language, messages) => {
    const found = [...leaves(messages)].filter(([, text]) => OUR_WORDS.some((word) => word.test(text)))
    expect(found).toEqual([])
  })

  it('the check itself catches them', () => {
    const said = 'The service applies the width as it decides (no public source shows this field)'
    expect(OUR_WORDS.some((word) => word.test(said))).toBe(true)
    expect(OUR_WORDS.some((word) => word.test('ни один открытый источник не показывает это поле'))).toBe(true)
  })
})
