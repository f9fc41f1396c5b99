import { describe, expect, it } from 'vitest'
import { clampWidth, defaultWidth, LEGACY_KEY, SIDEBAR_MAX, SIDEBAR_MIN, takeLegacyWidth } from './useSidebarWidth'

const storageWith = (value: string | null) => {
  const kept = new Map(value === null ? [] : [[LEGACY_KEY, value]])
  return { kept, getItem: (key: string) => kept.get(key) ?? null, removeItem: (key: string) => void kept.delete(key) }
}

describe('the sidebar’s width', () => {
  it('stays within its bounds and starts narrower in a small window', () => {
    expect(clampWidth(10)).toBe(SIDEBAR_MIN)
    expect(clampWidth(5000)).toBe(SIDEBAR_MAX)
    expect(clampWidth(300.6)).toBe(301)
    expect(defaultWidth(1024)).toBeLessThan(defaultWidth(1440))
  })

  it('carries over the width an older Hostdeck kept in the page, once', () => {
    const storage = storageWith('333')
    expect(takeLegacyWidth(() => storage)).toBe(333)
    expect(storage.kept.size).toBe(0)
    expect(takeLegacyWidth(() => storage)).toBeNull()
    expect(takeLegacyWidth(() => storageWith('5000'))).toBe(SIDEBAR_MAX)
    for (const broken of ['', 'wide', '-4'])
      expect(
        takeLegacyWidth(() => storageWith(broken)),
        broken,
      ).toBeNull()
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      removeItem: () => undefined,
    }
    expect(takeLegacyWidth(() => refusing)).toBeNull()
    // A page that may not use its storage at all: reaching it throws.
    expect(
      takeLegacyWidth(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
    ).toBeNull()
  })
})
