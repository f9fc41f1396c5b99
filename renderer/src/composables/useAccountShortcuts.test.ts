import { describe, expect, it } from 'vitest'
import { accountShortcut, onMac } from './useAccountShortcuts'

const keys = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  code: /^\d$/.test(key) ? `Digit${key}` : 'KeyX',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('the account shortcuts', () => {
  it('are Ctrl+digit on Windows and Linux', () => {
    expect(accountShortcut(keys('3', { ctrlKey: true }), false)).toBe(3)
    expect(accountShortcut(keys('3', { metaKey: true, altKey: true }), false)).toBeNull()
    expect(accountShortcut(keys('0', { ctrlKey: true }), false)).toBeNull()
    expect(accountShortcut(keys('3', { ctrlKey: true, shiftKey: true }), false)).toBeNull()
  })

  it('are Cmd+Option+digit on macOS, leaving Ctrl+digit to Mission Control and Cmd+digit to the system', () => {
    // Option+2 types ™ on a US Mac: the key's code still says 2.
    expect(accountShortcut({ ...keys('2', { metaKey: true, altKey: true }), key: '™' }, true)).toBe(2)
    expect(accountShortcut(keys('2', { ctrlKey: true }), true)).toBeNull()
    expect(accountShortcut(keys('2', { metaKey: true }), true)).toBeNull()
  })

  it('know macOS by the platform', () => {
    expect(onMac({ platform: 'MacIntel', userAgent: '' })).toBe(true)
    expect(onMac({ platform: 'Win32', userAgent: '' })).toBe(false)
  })
})
