import { describe, expect, it } from 'vitest'
import { drawnIndices, rowWindow, scrollToShow, visibleRows, type TreeRow } from './tree-window'

const leaf = (key: string): TreeRow => ({ key, isLeaf: true })
const branch = (key: string, children?: TreeRow[]): TreeRow => ({ key, isLeaf: false, children })

// servers (web, db) · dns (a.com (www, mail), b.com (not built yet)) · images (none)
const roots = [
  branch('servers', [leaf('web'), leaf('db')]),
  branch('dns', [branch('a.com', [leaf('www'), leaf('mail')]), branch('b.com')]),
  leaf('images'),
]

describe('visibleRows', () => {
  it('lists the roots and, under each open branch, its rows, top to bottom', () => {
    const rows = visibleRows(roots, new Set(['dns', 'a.com']))
    expect(rows.nodes.map((n) => n.key)).toEqual(['servers', 'dns', 'a.com', 'www', 'mail', 'b.com', 'images'])
    expect([...rows.level]).toEqual([1, 1, 2, 3, 3, 2, 1])
    expect([...rows.parent]).toEqual([-1, -1, 1, 2, 2, 1, -1])
  })

  it("says each row's place among its siblings", () => {
    const rows = visibleRows(roots, new Set(['dns', 'a.com']))
    expect([...rows.posInSet]).toEqual([1, 2, 1, 1, 2, 2, 3])
    expect([...rows.setSize]).toEqual([3, 3, 2, 2, 2, 2, 3])
  })

  it('hides the rows of a closed branch, even when its open child is still open', () => {
    const rows = visibleRows(roots, new Set(['a.com', 'servers']))
    expect(rows.nodes.map((n) => n.key)).toEqual(['servers', 'web', 'db', 'dns', 'images'])
  })

  it('shows an open branch whose rows are not hung yet as closed rows (nothing under it)', () => {
    const rows = visibleRows(roots, new Set(['dns', 'b.com']))
    expect(rows.nodes.map((n) => n.key)).toEqual(['servers', 'dns', 'a.com', 'b.com', 'images'])
  })

  it('finds a row by its key', () => {
    const rows = visibleRows(roots, new Set(['dns', 'a.com']))
    expect(rows.indexOf('mail')).toBe(4)
    expect(rows.indexOf('web')).toBe(-1)
  })
})

describe('rowWindow', () => {
  it('draws the rows in sight and a few more each side', () => {
    // 300 px scrolled: rows 10 to 19 are in sight of 300 px (and 20, partly, when not aligned).
    expect(rowWindow(300, 300, 1000, 30, 4)).toEqual({ start: 6, end: 25 })
    expect(rowWindow(310, 300, 1000, 30, 4)).toEqual({ start: 6, end: 25 })
  })

  it('stops at the first and the last row', () => {
    expect(rowWindow(0, 300, 1000, 30, 4)).toEqual({ start: 0, end: 15 })
    expect(rowWindow(29_800, 300, 1000, 30, 4)).toEqual({ start: 989, end: 1000 })
    expect(rowWindow(0, 600, 8, 30, 4)).toEqual({ start: 0, end: 8 })
  })

  it('draws nothing of an empty tree, and copes with a window scrolled past the rows left', () => {
    expect(rowWindow(0, 300, 0, 30, 4)).toEqual({ start: 0, end: 0 })
    expect(rowWindow(9_000, 300, 10, 30, 4)).toEqual({ start: 6, end: 10 })
  })
})

describe('drawnIndices', () => {
  it("adds the cursor's row when it is out of the window, in order", () => {
    expect(drawnIndices(5, 8, 2)).toEqual([2, 5, 6, 7])
    expect(drawnIndices(5, 8, 20)).toEqual([5, 6, 7, 20])
    expect(drawnIndices(5, 8, 6)).toEqual([5, 6, 7])
    expect(drawnIndices(5, 8, -1)).toEqual([5, 6, 7])
  })
})

describe('scrollToShow', () => {
  it('stays put when the row is wholly in sight', () => {
    expect(scrollToShow(12, 300, 300, 30)).toBe(300)
  })

  it('scrolls up to a row above, to put it at the top', () => {
    expect(scrollToShow(5, 300, 300, 30)).toBe(150)
  })

  it('scrolls down to a row below (or cut at the bottom), to put it at the bottom', () => {
    expect(scrollToShow(30, 300, 300, 30)).toBe(630)
    expect(scrollToShow(19, 310, 300, 30)).toBe(310)
    expect(scrollToShow(20, 310, 300, 30)).toBe(330)
  })
})
