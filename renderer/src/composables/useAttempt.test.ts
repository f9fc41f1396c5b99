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
})
