import { describe, expect, it } from 'vitest'
import { createOneWriter } from './one-writer'

describe('one writer per file', () => {
  function store(failOn: (next: string[]) => boolean = () => false) {
    let state: string[] = []
    const saved: string[][] = []
    const writer = createOneWriter<string[]>(
      async () => state,
      async (next) => {
        await new Promise((r) => setImmediate(r))
        if (failOn(next)) throw new Error('disk full')
        saved.push(next)
      },
      (next) => (state = next),
    )
    return { writer, saved, state: () => state }
  }

  it('starts each change from the last saved state, so changes made at once all stay', async () => {
    const { writer, saved, state } = store()
    await Promise.all(['a', 'b', 'c'].map((item) => writer.change((draft) => draft.push(item))))
    expect(state()).toEqual(['a', 'b', 'c'])
    expect(saved.at(-1)).toEqual(['a', 'b', 'c'])
  })

  it('a failed save reaches only its caller and leaves the state as it was; the next change goes on', async () => {
    const { writer, state } = store((next) => next.includes('bad'))
    const results = await Promise.allSettled([
      writer.change((draft) => draft.push('a')),
      writer.change((draft) => draft.push('bad')),
      writer.change((draft) => draft.push('c')),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(state()).toEqual(['a', 'c'])
  })
})
