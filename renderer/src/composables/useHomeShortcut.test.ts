import { describe, expect, it } from 'vitest'
import { escapeGoesHome } from './useHomeShortcut'

describe('Esc goes home', () => {
  it('only for Esc nobody else took', () => {
    expect(escapeGoesHome({ key: 'Escape', defaultPrevented: false, target: null })).toBe(true)
    expect(escapeGoesHome({ key: 'Escape', defaultPrevented: true, target: null })).toBe(false)
    expect(escapeGoesHome({ key: 'Enter', defaultPrevented: false, target: null })).toBe(false)
  })
})
