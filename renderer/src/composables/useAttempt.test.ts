import { describe, expect, it } from 'vitest'
import { HostdeckError } from '@shared/errors'
import { useAttempt } from './useAttempt'

describe('attempt', () => {
  it('names the running attempt while it runs and clears it after', async () => {
    const { busy, working, attempt } = useAttempt<'delete' | 'disconnect'>()
    let seen: unknown = null
    await attempt('delete', async () => {
      seen = [busy.value, working.value]
    })
    expect(seen).toEqual(['delete', true])
    expect(busy.value).toBeNull()
    expect(working.value).toBe(false)
  })

  it('keeps a refusal as a HostdeckError until the next attempt clears it', async () => {
    const { failure, attempt } = useAttempt()
    await attempt(true, async () => {
      throw new Error('refused')
    })
    expect(failure.value).toBeInstanceOf(HostdeckError)
    let during: unknown = 'unset'
    await attempt(true, async () => {
      during = failure.value
    })
    expect(during).toBeNull()
    expect(failure.value).toBeNull()
  })

  it('runs one attempt at a time: a second in the same tick (a double-click) sends nothing, one after the answer does', async () => {
    const { attempt } = useAttempt<'disconnect'>()
    let sent = 0
    let answer: () => void = () => undefined
    const send = () =>
      new Promise<void>((resolve) => {
        sent += 1
        answer = resolve
      })
    const first = attempt('disconnect', send)
    const second = attempt('disconnect', send)
    expect(sent).toBe(1)
    answer()
    await Promise.all([first, second])
    expect(sent).toBe(1)
    const third = attempt('disconnect', send)
    answer()
    await third
    expect(sent).toBe(2)
  })
})
