import { describe, expect, it } from 'vitest'
import { russianPlural } from './plural'

describe('russianPlural', () => {
  it('picks the three Russian forms: 1 запись, 2 записи, 5 записей', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map((n) => russianPlural(n, 3))).toEqual([
      0, 1, 1, 2, 2, 2, 0, 1, 2, 0, 2,
    ])
  })
})
