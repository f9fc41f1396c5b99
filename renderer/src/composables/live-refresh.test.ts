import { describe, expect, it } from 'vitest'
import { isRefreshKey, refreshAge, windowVisible } from './live-refresh'

const at = (seconds: number) => refreshAge(new Date(0), new Date(seconds * 1000))

describe('refreshAge', () => {
  it('reads just now, then seconds, then minutes, then the time', () => {
    expect(at(2)).toEqual({ unit: 'now' })
    expect(at(12)).toEqual({ unit: 'seconds', n: 12 })
    expect(at(61)).toEqual({ unit: 'minutes', n: 1 })
    expect(at(3599)).toEqual({ unit: 'minutes', n: 59 })
    expect(at(3600)).toEqual({ unit: 'at' })
  })

  it('never reads a negative age when the clocks disagree', () => {
    expect(at(-30)).toEqual({ unit: 'now' })
  })
})

describe('the refresh key', () => {
  const key = (key: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  })

  it('is F5, Ctrl+R elsewhere and Cmd+R on macOS', () => {
    expect(isRefreshKey(key('F5'), false)).toBe(true)
    expect(isRefreshKey(key('r', { ctrlKey: true }), false)).toBe(true)
    expect(isRefreshKey(key('R', { ctrlKey: true }), false)).toBe(true)
    expect(isRefreshKey(key('r', { metaKey: true }), true)).toBe(true)
    expect(isRefreshKey(key('r', { ctrlKey: true }), true)).toBe(false)
    expect(isRefreshKey(key('r'), false)).toBe(false)
    expect(isRefreshKey(key('r', { ctrlKey: true, altKey: true }), false)).toBe(false)
  })
})

describe('windowVisible', () => {
  it('is false only for a hidden page', () => {
    expect(windowVisible({ visibilityState: 'visible' })).toBe(true)
    expect(windowVisible({ visibilityState: 'hidden' })).toBe(false)
  })
})
