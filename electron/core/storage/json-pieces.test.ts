import { describe, expect, it } from 'vitest'
import { jsonChunks, jsonPieces } from './json-pieces'

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
      { when: new Date(Date.UTC(2026, 0, 5)), nested: { list: Array.from({ length: 100 }, (_, i) => ({ id: i, skip: undefined })) } },
      { zones: Array.from({ length: 3 }, (_, z) => ({ id: z, records: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `"quoted" ${i}` })) })) },
    ]
    for (const value of values) expect((await joined(value)).join('')).toBe(JSON.stringify(value))
  })

  it('never holds a large list as one piece, and chunks a large value', async () => {
    const value = { snapshot: { dnsZones: [{ id: 1, records: Array.from({ length: 10_000 }, (_, i) => ({ id: i, owner: `host-${i}` })) }] } }
    const pieces = [...jsonPieces(value)]
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(100)
    const chunks = await joined(value, 4096)
    expect(chunks.length).toBeGreaterThan(10)
    expect(chunks.join('')).toBe(JSON.stringify(value))
  })

  it('blanks the keys it is told to where it writes key by key; below that, the leaf writer decides (the cache strips there)', () => {
    const pieces = jsonPieces({ servers: [{ id: 1, adminPassword: 'secret' }] }, { blank: (key, value) => key === 'adminPassword' && typeof value === 'string' })
    // The item is a leaf below the top two levels: the blank applies to the keys written one by one.
    expect([...jsonPieces({ adminPassword: 'secret', id: 1 }, { blank: (key) => key === 'adminPassword' })].join('')).toBe('{"adminPassword":null,"id":1}')
    expect([...pieces].join('')).toBe('{"servers":[{"id":1,"adminPassword":"secret"}]}')
  })
})
