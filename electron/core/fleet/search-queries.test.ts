import { describe, expect, it } from 'vitest'
import { oneOfEach } from '../../shared/resources/test-kit'
import { seededRandom, randomString } from '../../sandbox/random'
import { ANY_CHARACTERS } from '../../shared/palette/test-kit'
import { createSearchIndex } from './search-index'
import { syntheticSnapshot } from './synthetic-fleet'
import { oddSnapshot, referenceIndex } from './test-kit'

/** Any query gives hits or none, never an error: what is typed or pasted is not a pattern. */
describe('any query the palette is sent', () => {
  const index = createSearchIndex({ sliceMs: 0 })
  const reference = referenceIndex()
  for (const [id, snapshot] of [
    ['one', oneOfEach()],
    ['odd', oddSnapshot()],
    ['many', syntheticSnapshot(1, 0.05)],
  ] as const) {
    index.setAccount(id, id, snapshot)
    reference.setAccount(id, id, snapshot)
  }

  it('answers punctuation, NUL, control characters and lone surrogates with hits or nothing', () => {
    for (const query of ['(', '[', '|', '.*', '?', '%', '\0', '\x01', '\ud800', '\udc00', '"', '-', '\\', '*', "'"])
      expect(Array.isArray(index.search(query, 30)), JSON.stringify(query)).toBe(true)
  })

  it('never throws for thousands of seeded random strings, and ranks them as before', () => {
    // Some are queries uFuzzy finds no letters in: asked to rank them, it would throw.
    const random = seededRandom(20_260_48)
    for (let n = 0; n < 3_000; n++) {
      const query = randomString(random, 1 + Math.floor(random() * 12), ANY_CHARACTERS)
      expect(index.search(query, 30), JSON.stringify(query)).toEqual(reference.search(query, 30))
    }
  })

  it('never throws when searched in turns, a newer query overtaking an older one', async () => {
    const random = seededRandom(5)
    const queries = Array.from({ length: 300 }, () =>
      randomString(random, 1 + Math.floor(random() * 8), ANY_CHARACTERS),
    )
    const answers = await Promise.all(queries.map((query) => index.searchInTurns(query, 30)))
    expect(answers.every((hits) => hits === null || Array.isArray(hits))).toBe(true)
  })
})
