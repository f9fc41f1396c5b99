import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseJsonAnswer } from '../answers'
import { answerList, answerListItem, readAnswerItems, tolerantList } from './lists'

const item = z.object({ ID: z.number(), Name: z.string() }).transform((raw) => ({ id: raw.ID, name: raw.Name }))
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 1000 === 7 ? { ID: 'x', Name: 'bad' } : { ID: i, Name: `name-${i}` }))

describe('a whole collection read in slices', () => {
  it('reads what tolerantList reads, skipped items and their positions included', async () => {
    for (const n of [0, 3, 64, 65, 5_000]) {
      const sliced = await answerList(item).parseAsync(rows(n))
      const whole = tolerantList(item).parse(rows(n))
      expect([...sliced]).toEqual([...whole])
      expect(sliced.skipped).toEqual(whole.skipped)
    }
    expect([...(await answerList(item).parseAsync(null))]).toEqual([])
  })

  it('a short list is still read in one go (a synchronous parse works)', () => {
    const read = answerList(item).parse(rows(10))
    expect(read.length).toBe(9)
    expect(read.skipped).toEqual([{ position: 8, id: 'x', reason: expect.stringContaining('ID') as string }])
  })

  it('a long list lets the event loop in while it is read', async () => {
    // Slow items, so the read takes far longer than one slice: other work must run in between.
    const slow = z.unknown().transform((value) => {
      const until = performance.now() + 0.2
      while (performance.now() < until);
      return value
    })
    let turns = 0
    const ticker = setInterval(() => turns++, 0)
    const started = performance.now()
    const read = await answerList(slow).parseAsync(Array.from({ length: 500 }, (_, i) => i))
    const took = performance.now() - started
    clearInterval(ticker)
    expect(read.length).toBe(500)
    expect(took).toBeGreaterThan(90)
    // About one turn per 8 ms slice; in one piece there would have been none.
    expect(turns).toBeGreaterThan(3)
  })
})

describe('a parsed answer read off in place (parseJsonAnswer)', () => {
  it('reads what the schema reads, and lets each raw item go once read', async () => {
    const raw = rows(5_000)
    const wanted = tolerantList(item).parse(raw)
    const schema = answerList(item)
    const read = await readAnswerItems(answerListItem(schema)!, raw)
    expect([...read]).toEqual([...wanted])
    expect(read.skipped).toEqual(wanted.skipped)
    expect(raw.every((place) => place === undefined)).toBe(true)
  })

  it('parseJsonAnswer gives the same list, and zod still says what is wrong with an answer that is no list', async () => {
    const schema = answerList(item)
    const parsed = await parseJsonAnswer(JSON.stringify(rows(100)), schema)
    expect(parsed).toEqual({ ok: true, value: await schema.parseAsync(rows(100)) })
    expect(await parseJsonAnswer('{"ID":1}', schema)).toMatchObject({ ok: false, field: '(the whole answer)' })
    expect([...((await parseJsonAnswer('null', schema)) as { value: unknown[] }).value]).toEqual([])
    expect(answerListItem(tolerantList(item))).toBeUndefined()
  })
})
