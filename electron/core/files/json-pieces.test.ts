import { describe, expect, it } from 'vitest'
import { jsonChunks, jsonPieces, jsonSlices, PIECE_CHARS } from './json-pieces'
import { countLoopTurns } from './test-kit'

const joined = async (value: unknown, chunkChars?: number) => {
  const chunks: string[] = []
  for await (const chunk of jsonChunks(jsonPieces(value), chunkChars)) chunks.push(chunk)
  return chunks
}

describe('JSON in pieces', () => {
  it('writes exactly what JSON.stringify writes, whatever the value', async () => {
    const values: unknown[] = [
      null,
      3,
      'текст',
      [],
      {},
      [1, undefined, () => 1, { a: undefined, b: [null] }],
      {
        when: new Date(Date.UTC(2026, 0, 5)),
        nested: { list: Array.from({ length: 100 }, (_, i) => ({ id: i, skip: undefined })) },
      },
      {
        zones: Array.from({ length: 3 }, (_, z) => ({
          id: z,
          records: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `"quoted" ${i}` })),
        })),
      },
    ]
    for (const value of values) expect((await joined(value)).join('')).toBe(JSON.stringify(value))
  })

  it('never holds a large list as one piece, and chunks a large value', async () => {
    const value = {
      snapshot: {
        dnsZones: [{ id: 1, records: Array.from({ length: 10_000 }, (_, i) => ({ id: i, owner: `host-${i}` })) }],
      },
    }
    const pieces = [...jsonPieces(value)]
    // The records go in runs of about PIECE_CHARS (the list is ten times that): a piece is never the whole list.
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(2 * PIECE_CHARS)
    expect(pieces.filter((p) => p.length >= PIECE_CHARS).length).toBeGreaterThan(5)
    const chunks = await joined(value, 4096)
    expect(chunks.length).toBeGreaterThan(10)
    expect(chunks.join('')).toBe(JSON.stringify(value))
  })

  it('joins runs of items into pieces without changing a byte, whatever the items between them', () => {
    const record = (i: number) => ({ id: i, name: `зона-${i}`, text: `"quoted" \\ ${i}`, skip: undefined })
    const value = {
      snapshot: {
        servers: Array.from({ length: 3_000 }, (_, i) =>
          i % 500 === 7 ? undefined : i % 500 === 8 ? () => i : record(i),
        ),
        // Lists in lists, a zone with a long list (written key by key) between zones written whole, plain values.
        dnsZones: [
          ...Array.from({ length: 400 }, (_, i) => ({
            id: i,
            records: Array.from({ length: 10 }, (_, j) => record(j)),
          })),
          { id: 400, records: Array.from({ length: 5_000 }, (_, j) => record(j)) },
          [Array.from({ length: 2_000 }, (_, j) => j), []],
          ...Array.from({ length: 400 }, (_, i) => ({ id: 401 + i, records: [] })),
        ],
        numbers: Array.from({ length: 20_000 }, (_, i) => i * 1.5),
        account: { balance: 5, symbol: Symbol('not JSON') },
        marker: Symbol('not JSON either'),
      },
    }
    const pieces = [...jsonPieces(value)]
    expect(pieces.join('')).toBe(JSON.stringify(value))
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(2 * PIECE_CHARS)
    // Each large section is many pieces, never one.
    for (const section of ['servers', 'dnsZones', 'numbers']) {
      const text = JSON.stringify(value.snapshot[section as keyof typeof value.snapshot])
      expect(text.length).toBeGreaterThan(2 * PIECE_CHARS)
      expect(pieces).not.toContain(text)
    }
  })

  it('lets the event loop turn once a slice of time is spent, and not at all for a small value', async () => {
    const loop = countLoopTurns()
    const small: string[] = []
    for await (const piece of jsonSlices(jsonPieces({ servers: [{ id: 1 }] }), 1_000)) small.push(piece)
    expect(loop.turns()).toBe(0)
    expect(small.join('')).toBe('{"servers":[{"id":1}]}')
    // Ten pieces of 3 ms each in slices of 5 ms: a turn every second piece, however small the pieces.
    function* slow() {
      for (let i = 0; i < 10; i++) {
        const until = performance.now() + 3
        while (performance.now() < until);
        yield 'x'
      }
    }
    const slowPieces: string[] = []
    for await (const piece of jsonSlices(slow(), 5)) slowPieces.push(piece)
    loop.stop()
    expect(slowPieces).toHaveLength(10)
    expect(loop.turns()).toBeGreaterThanOrEqual(4)
  })

  it('blanks the keys it is told to where it writes key by key; below that, the leaf writer decides (the cache strips there)', () => {
    const pieces = jsonPieces(
      { servers: [{ id: 1, adminPassword: 'secret' }] },
      { blank: (key, value) => key === 'adminPassword' && typeof value === 'string' },
    )
    // The item is a leaf below the top two levels: the blank applies to the keys written one by one.
    expect(
      [...jsonPieces({ adminPassword: 'secret', id: 1 }, { blank: (key) => key === 'adminPassword' })].join(''),
    ).toBe('{"adminPassword":null,"id":1}')
    expect([...pieces].join('')).toBe('{"servers":[{"id":1,"adminPassword":"secret"}]}')
  })
})
