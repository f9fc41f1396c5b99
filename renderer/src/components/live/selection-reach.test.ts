import { describe, expect, it } from 'vitest'
import { eachAtMost } from './selection-reach'

describe('eachAtMost', () => {
  it('runs every item once, never more than the limit at the same time', async () => {
    let running = 0
    let most = 0
    const seen: number[] = []
    await eachAtMost(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5 * (8 - n)))
        running--
        return n * 10
      },
      (n, answer) => seen.push(answer / n),
    )
    expect(seen).toEqual([10, 10, 10, 10, 10, 10, 10])
    expect(most).toBe(3)
  })

  it('does nothing for an empty list', async () => {
    const seen: number[] = []
    await eachAtMost(
      [],
      3,
      async () => 1,
      (_, answer) => seen.push(answer),
    )
    expect(seen).toEqual([])
  })
})
