import { describe, expect, it, vi } from 'vitest'
import { CHECK_DELAYS_MS, useChangeCheck } from './useChangeCheck'
import { serverActionCheck, type ChangeCheck } from './change-visible'

vi.mock('vue', async (original) => ({ ...(await original<typeof import('vue')>()), provide: () => undefined }))

/** A change the service shows only from the `madeAt`-th look on (never, for Infinity). */
function lateChange(madeAt: number): ChangeCheck & { looks: () => number } {
  let looks = 0
  return {
    sections: ['servers'],
    visible: () => false,
    probe: async () => ++looks >= madeAt,
    looks: () => looks,
  }
}

describe('was it made? (the check after an uncertain change)', () => {
  it('keeps looking for well over half a minute: a change applied 25 s late is found, not called "not made"', () => {
    const total = CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)
    expect(total).toBeGreaterThan(25_000)
  })

  it('finds a change that shows only at a late look, and says made', async () => {
    const made = vi.fn()
    const { check } = useChangeCheck(made, [0, 0, 0])
    expect(await check(lateChange(3))).toBe('made')
    expect(made).toHaveBeenCalledOnce()
  })

  it('never says "not made": not visible yet; trying again looks once more and then asks to confirm', async () => {
    const { check, mayRetry, outcome } = useChangeCheck(() => undefined, [0, 0])
    const change = lateChange(Infinity)
    expect(await check(change)).toBe('notVisible')
    expect(await mayRetry()).toBe(false)
    expect(change.looks()).toBe(3)
    expect(outcome.value).toBe('confirmRetry')
    expect(mayRetry()).toBe(true)
  })

  it('the look before trying again finds a change made meanwhile: nothing is sent again', async () => {
    const made = vi.fn()
    const { check, mayRetry, outcome } = useChangeCheck(made, [0, 0])
    expect(await check(lateChange(3))).toBe('notVisible')
    expect(await mayRetry()).toBe(false)
    expect(outcome.value).toBe('made')
    expect(made).toHaveBeenCalledOnce()
  })
})

describe('server action check', () => {
  it('counts only an action of the type that was not in the history when it was sent', async () => {
    const history = [{ id: 1, type: 'PowerReboot', phase: 'done' }]
    const check = serverActionCheck('PowerReboot', async () => [...history])
    expect(await check.probe!()).toBe(false)
    history.push({ id: 2, type: 'PowerOff', phase: 'pending' })
    expect(await check.probe!()).toBe(false)
    history.push({ id: 3, type: 'PowerReboot', phase: 'pending' })
    expect(await check.probe!()).toBe(true)
  })

  it('without the history at sending, an unfinished action of the type counts', async () => {
    let reads = 0
    const check = serverActionCheck('PowerReboot', async () => {
      if (reads++ === 0) throw new Error('offline')
      return [{ id: 1, type: 'PowerReboot', phase: 'done' }]
    })
    expect(await check.probe!()).toBe(false)
    const running = serverActionCheck('PowerReboot', async () => {
      if (reads++ === 2) throw new Error('offline')
      return [{ id: 4, type: 'PowerReboot', phase: 'running' }]
    })
    expect(await running.probe!()).toBe(true)
  })
})
