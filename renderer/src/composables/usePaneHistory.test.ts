import { describe, expect, it } from 'vitest'
import { keyStep, mouseStep } from './usePaneHistory'

const key = (key: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
})

describe('what walks the panes’ history', () => {
  it.each([
    [key('ArrowLeft', { altKey: true }), 'back'],
    [key('ArrowRight', { altKey: true }), 'forward'],
    [key('ArrowLeft'), null],
    [key('ArrowLeft', { altKey: true, shiftKey: true }), null],
    // Esc closes what is open and nothing more: it never leaves the pane.
    [key('Escape'), null],
  ])('%o: %s', (event, step) => expect(keyStep(event)).toBe(step))

  it('the mouse’s back and forward buttons, no other', () => {
    expect(mouseStep({ button: 3 })).toBe('back')
    expect(mouseStep({ button: 4 })).toBe('forward')
    expect(mouseStep({ button: 0 })).toBeNull()
    expect(mouseStep({ button: 1 })).toBeNull()
  })
})
