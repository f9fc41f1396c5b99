import { describe, expect, it } from 'vitest'
import { latestOnly } from './latest-only'

/** An asker whose answers the test gives, in any order. */
function pending() {
  const asked: Array<{ query: string; answer: (hits: string[]) => void; fail: (error: Error) => void }> = []
  const ask = (query: string) => new Promise<string[]>((answer, fail) => asked.push({ query, answer, fail }))
  return { asked, ask }
}

/** Lets the answers already given go round (the next one is asked once the last has settled). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('asking the newest only', () => {
  it('asks one at a time: keystrokes typed meanwhile wait, and only the newest of them is asked next', async () => {
    const { asked, ask } = pending()
    const search = latestOnly(ask)
    const first = search('w')
    const second = search('we')
    const third = search('web')
    expect(asked.map((a) => a.query)).toEqual(['w'])
    expect(await second).toBeNull()
    asked[0]?.answer(['stale'])
    // The first one's answer came once a newer query waited: dropped, and the newest is asked.
    expect(await first).toBeNull()
    await settle()
    expect(asked.map((a) => a.query)).toEqual(['w', 'web'])
    asked[1]?.answer(['web-01'])
    expect(await third).toEqual(['web-01'])
  })

  it('hands on the newest one’s failure, drops an overtaken one’s, and asks again after either', async () => {
    const { asked, ask } = pending()
    const search = latestOnly(ask)
    const failing = search('x')
    asked[0]?.fail(new Error('refused'))
    await expect(failing).rejects.toThrow('refused')
    const overtaken = search('y')
    const newest = search('yz')
    asked[1]?.fail(new Error('late'))
    expect(await overtaken).toBeNull()
    await settle()
    asked[2]?.answer(['yz'])
    expect(await newest).toEqual(['yz'])
  })
})
