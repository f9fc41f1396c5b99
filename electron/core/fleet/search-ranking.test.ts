import { describe, expect, it } from 'vitest'
import type { AccountSnapshot } from '../../shared/contract'
import { createSearchIndex } from './search-index'
import { keystrokes, syntheticSnapshot, TYPED_CYRILLIC, TYPED_LATIN } from './synthetic-fleet'
import { seededRandom, randomString } from '../../sandbox/random'
import { oddSnapshot, referenceIndex } from './test-kit'

/** The fast index and the reference (the search as it ranked before), fed the same accounts. */
function pair(accounts: number, scale: number) {
  const fast = createSearchIndex()
  const reference = referenceIndex()
  const set = (id: string, label: string, snapshot: AccountSnapshot | null) => {
    fast.setAccount(id, label, snapshot)
    reference.setAccount(id, label, snapshot)
  }
  for (let a = 0; a < accounts; a++) set(`account-${a}`, `Client ${a}`, syntheticSnapshot(a, scale))
  set('odd', 'Странный', oddSnapshot())
  /** Each query in turn (as typed: the fast index narrows from the one before), the top `limit` of both. */
  const expectSame = (queries: readonly string[], limit = 30) => {
    for (const query of queries)
      expect(fast.search(query, limit), JSON.stringify(query)).toEqual(reference.search(query, limit))
  }
  const remove = (id: string) => {
    fast.removeAccount(id)
    reference.removeAccount(id)
  }
  return { fast, set, remove, expectSame }
}

/** Typing each word, then taking back its last two letters and typing another one in their place. */
const typedWithBackspace = (words: readonly string[]) =>
  words.flatMap((word) => [...keystrokes([word]), word.slice(0, -2), `${word.slice(0, -2)}x`, word.slice(0, -2)])

const ALPHABET = 'webzonclitphskumar0123456789-. бэкендоутрзвъΣσςİſЁё(|"\''

describe('the palette ranks as it did before it was made fast', () => {
  // Some 16,000 items: a one-letter query and a transposed word (wbe: 2,400 scattered matches) reach every limit.
  const { expectSame } = pair(4, 0.4)
  const small = pair(3, 0.1)

  it('answers the same top 30 for every keystroke of the Latin and the Cyrillic words', () => {
    expectSame(typedWithBackspace(TYPED_LATIN))
    expectSame(typedWithBackspace(TYPED_CYRILLIC))
  })

  it('answers the same for seeded random words, typed letter by letter, at any limit', () => {
    const random = seededRandom(48)
    const words = Array.from({ length: 150 }, () => randomString(random, 1 + Math.floor(random() * 9), ALPHABET))
    small.expectSame(typedWithBackspace(words))
    small.expectSame(words, 1)
    small.expectSame(words.slice(0, 40), 100)
    expectSame(['wbe', 'wb', 'wbe-', 'ebw'])
  })

  it('answers the same after one account changed, one was removed and one came back (now the last)', () => {
    const other = pair(3, 0.2)
    other.fast.search('web-1', 30)
    other.set('account-1', 'Client 1', syntheticSnapshot(9, 0.2))
    other.expectSame(['web-1', 'web-1-', 'web-9-', 'бэкенд-9', '10.9'])
    other.remove('account-0')
    other.expectSame(['web-0', 'web-1'])
    other.set('account-0', 'Client 0', syntheticSnapshot(0, 0.2))
    other.expectSame(['w', 'we', 'web', 'web-0', 'zone1', 'z'])
  })

  it('finds nothing for a query nothing holds, and every keystroke after it', () => {
    expectSame(keystrokes(['qqqq-none', 'жжжж']))
  })

  it('narrows only from a query whose words are its text: a hard sign typed between words is no letter', () => {
    expectSame(['web ъ', 'web ъ1', 'бэкенд ъ', 'бэкенд ъ0', 'ъ', 'ъw', 'ъ ', 'ъ 1'])
  })
})
