import { describe, expect, it } from 'vitest'
import { csvFileText } from './download'

describe('a CSV file as saved', () => {
  it('begins with one byte-order mark when asked, and is left alone otherwise', () => {
    const csv = 'name,город\r\nweb-01,Москва\r\n'
    expect(csvFileText(csv, true)).toBe(`\uFEFF${csv}`)
    expect(new TextEncoder().encode(csvFileText(csv, true)).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
    expect(csvFileText(csvFileText(csv, true), true)).toBe(`\uFEFF${csv}`)
    expect(csvFileText(csv, false)).toBe(csv)
  })
})
