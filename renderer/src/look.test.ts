import { describe, expect, it } from 'vitest'
import { followOsTheme, osTheme, wantsDark } from './look'

/** A media query whose answer the test sets, telling its listeners as a browser does. */
function fakeQuery(matches: boolean) {
  const listeners = new Set<() => void>()
  return {
    matches,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    change(now: boolean) {
      this.matches = now
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

describe('the theme without naive-ui', () => {
  it('is dark when chosen, or when the system is dark and the choice is the system', () => {
    expect(wantsDark('dark', 'light')).toBe(true)
    expect(wantsDark('light', 'dark')).toBe(false)
    expect(wantsDark('system', 'dark')).toBe(true)
    expect(wantsDark('system', 'light')).toBe(false)
    expect(wantsDark('system', null)).toBe(false)
  })

  it("follows the system's scheme as it changes, until told to stop", () => {
    const query = fakeQuery(true)
    const stop = followOsTheme(query)
    expect(osTheme.value).toBe('dark')
    query.change(false)
    expect(osTheme.value).toBe('light')
    stop()
    expect(query.listeners.size).toBe(0)
    query.change(true)
    expect(osTheme.value).toBe('light')
  })

  it('stays light where there is no media query to ask', () => {
    osTheme.value = 'light'
    expect(followOsTheme(null)()).toBeUndefined()
    expect(osTheme.value).toBe('light')
  })
})
