import { describe, expect, it } from 'vitest'
import { englishWords } from './english-words'
import { ru } from './ru'

function* leaves(node: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof node === 'string') yield [path.join('.'), node]
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* leaves(value, [...path, key])
}

describe('the Russian messages', () => {
  it('have no English words left in them (only names and values)', () => {
    const found = [...leaves(ru)].flatMap(([key, text]) =>
      englishWords(text).map((word) => `${key}: ${word}  «${text}»`),
    )
    expect(found).toEqual([])
  })

  it('the check itself catches English', () => {
    expect(englishWords('Удалить сервер(ы) web-01 — Please confirm')).toEqual(['Please', 'confirm'])
    expect(englishWords('Запись CNAME для {name} на www.example.com, TTL 3600')).toEqual([])
  })
})
