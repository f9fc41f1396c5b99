import { describe, expect, it } from 'vitest'
import { abortableSleep, backoffDelay, parseRetryAfter, retryDelay, DEFAULT_BACKOFF } from './retry'

describe('backoffDelay (full jitter)', () => {
  const opts = { baseMs: 100, maxMs: 1000, random: () => 0.999 }
  it('grows exponentially up to the cap', () => {
    expect(backoffDelay(1, opts)).toBe(99)
    expect(backoffDelay(2, opts)).toBe(199)
    expect(backoffDelay(3, opts)).toBe(399)
    expect(backoffDelay(10, opts)).toBe(999)
  })
  it('is uniform from zero', () => {
    expect(backoffDelay(3, { ...opts, random: () => 0 })).toBe(0)
    expect(backoffDelay(3, { ...opts, random: () => 0.5 })).toBe(200)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })
  it('reads an HTTP date', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000)
  })
  it('a date already past gives no wait of its own: the normal back-off applies, not retries ms apart', () => {
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBeUndefined()
    expect(
      retryDelay(3, parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now), { ...DEFAULT_BACKOFF, random: () => 0.5 }),
    ).toBeGreaterThan(100)
  })
  it('ignores missing or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-3', now)).toBeUndefined()
  })
})

describe('retryDelay', () => {
  const opts = { ...DEFAULT_BACKOFF, baseMs: 100, maxMs: 30_000, random: () => 0.5 }
  it('prefers the server’s Retry-After', () => {
    expect(retryDelay(1, 1500, opts)).toBe(1500)
  })
  it('gives up when the server asks for more than the cap', () => {
    expect(retryDelay(1, 60_000, opts)).toBeUndefined()
  })
  it('falls back to backoff', () => {
    expect(retryDelay(2, undefined, opts)).toBe(100)
  })
})

describe('abortableSleep', () => {
  it('rejects when aborted', async () => {
    const ac = new AbortController()
    const p = abortableSleep(10_000, ac.signal)
    ac.abort()
    await expect(p).rejects.toBeDefined()
  })
  it('resolves after the wait', async () => {
    await expect(abortableSleep(1)).resolves.toBeUndefined()
  })
})
