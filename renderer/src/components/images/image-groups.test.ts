import { describe, expect, it } from 'vitest'
import { offersDelete, ownerOf } from './image-groups'

describe('whose an image is (issue 52, row 7)', () => {
  it('no evidence of an own-marker in the live list (C1 `Models/Image.cs`, C4): owner unknown, and no Delete offered', () => {
    expect(ownerOf({ isOwn: null })).toBe('unknown')
    expect(offersDelete({ isOwn: null })).toBe(false)
  })

  it('an image this account made (its journal, madeImageIds; or a mark the service gives) is its own: Delete offered', () => {
    expect(ownerOf({ isOwn: true })).toBe('own')
    expect(offersDelete({ isOwn: true })).toBe(true)
  })

  it('a template the service marks as one is the provider’s: no Delete', () => {
    expect(ownerOf({ isOwn: false })).toBe('provider')
    expect(offersDelete({ isOwn: false })).toBe(false)
  })
})
