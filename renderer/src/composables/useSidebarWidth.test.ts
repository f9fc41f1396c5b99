import { describe, expect, it } from 'vitest'
import { clampWidth, defaultWidth, SIDEBAR_MAX, SIDEBAR_MIN } from './useSidebarWidth'

describe('the sidebar’s width', () => {
  it('stays within its bounds and starts narrower in a small window', () => {
    expect(clampWidth(10)).toBe(SIDEBAR_MIN)
    expect(clampWidth(5000)).toBe(SIDEBAR_MAX)
    expect(clampWidth(300.6)).toBe(301)
    expect(defaultWidth(1024)).toBeLessThan(defaultWidth(1440))
  })
})
