import { describe, expect, it } from 'vitest'
import { visibleName } from './visible-name'

describe('names shown as they are', () => {
  it('makes zero-width and bidi characters visible, and leaves ordinary names (Cyrillic, Arabic) alone', () => {
    expect(visibleName('web\u202egpj.exe')).toBe('web⟦U+202E⟧gpj.exe')
    expect(visibleName('ad\u200bmin')).toBe('ad⟦U+200B⟧min')
    expect(visibleName('\ufeffroot\u2066x\u2069')).toBe('⟦U+FEFF⟧root⟦U+2066⟧x⟦U+2069⟧')
    for (const name of ['web-01', 'сервер', 'خادم', 'a b']) expect(visibleName(name)).toBe(name)
  })
})
