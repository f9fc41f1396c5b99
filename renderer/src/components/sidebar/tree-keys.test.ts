import { describe, expect, it } from 'vitest'
import { isTypeAheadKey, keyAction, typeAhead } from './tree-keys'
import { visibleRows, type TreeRow } from './tree-window'

const leaf = (key: string): TreeRow => ({ key, isLeaf: true })
const branch = (key: string, children?: TreeRow[]): TreeRow => ({ key, isLeaf: false, children })

// 0 servers (open) · 1 web · 2 db · 3 dns (open) · 4 a.com (closed) · 5 empty (open, no rows) · 6 images
const open = new Set(['servers', 'dns', 'empty'])
const rows = visibleRows(
  [
    branch('servers', [leaf('web'), leaf('db')]),
    branch('dns', [branch('a.com', [leaf('www')]), branch('empty', [])]),
    leaf('images'),
  ],
  open,
)
const context = { rows, isOpen: (i: number) => open.has(rows.nodes[i]!.key) }
const press = (key: string, cursor: number) => keyAction(key, cursor, context)

describe('keyAction', () => {
  it('steps up and down, and stays at the ends', () => {
    expect(press('ArrowDown', 1)).toEqual({ kind: 'move', index: 2 })
    expect(press('ArrowUp', 1)).toEqual({ kind: 'move', index: 0 })
    expect(press('ArrowUp', 0)).toEqual({ kind: 'move', index: 0 })
    expect(press('ArrowDown', 6)).toEqual({ kind: 'move', index: 6 })
  })

  it('jumps to the first and the last row', () => {
    expect(press('Home', 4)).toEqual({ kind: 'move', index: 0 })
    expect(press('End', 1)).toEqual({ kind: 'move', index: 6 })
    expect(press('End', -1)).toEqual({ kind: 'move', index: 6 })
  })

  it('Right opens a closed branch, steps onto an open one’s first row, and does nothing on a leaf', () => {
    expect(press('ArrowRight', 4)).toEqual({ kind: 'toggle', index: 4 })
    expect(press('ArrowRight', 3)).toEqual({ kind: 'move', index: 4 })
    expect(press('ArrowRight', 1)).toBeNull()
    // Open, but nothing under it: the next row is not its child.
    expect(press('ArrowRight', 5)).toBeNull()
  })

  it('Left closes an open branch, and goes up to the parent from a leaf or a closed branch', () => {
    expect(press('ArrowLeft', 0)).toEqual({ kind: 'toggle', index: 0 })
    expect(press('ArrowLeft', 2)).toEqual({ kind: 'move', index: 0 })
    expect(press('ArrowLeft', 4)).toEqual({ kind: 'move', index: 3 })
    expect(press('ArrowLeft', 6)).toBeNull()
  })

  it('Enter and Space select the row; * opens its siblings', () => {
    expect(press('Enter', 2)).toEqual({ kind: 'select', index: 2 })
    expect(press(' ', 4)).toEqual({ kind: 'select', index: 4 })
    expect(press('*', 4)).toEqual({ kind: 'expandSiblings', index: 4 })
  })

  it('with no cursor yet, an arrow lands on the first row; Enter does nothing', () => {
    expect(press('ArrowDown', -1)).toEqual({ kind: 'move', index: 0 })
    expect(press('ArrowLeft', -1)).toEqual({ kind: 'move', index: 0 })
    expect(press('Enter', -1)).toBeNull()
  })

  it('leaves other keys, and an empty tree, alone', () => {
    expect(press('a', 1)).toBeNull()
    expect(press('Tab', 1)).toBeNull()
    expect(keyAction('ArrowDown', -1, { rows: visibleRows([], open), isOpen: () => false })).toBeNull()
  })
})

describe('isTypeAheadKey', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
    isTypeAheadKey({ key: k, ctrlKey: false, altKey: false, metaKey: false, ...mods })

  it('takes one printable character, in any script, without Ctrl, Alt or Meta', () => {
    expect(key('o')).toBe(true)
    expect(key('Ж')).toBe(true)
    expect(key('7')).toBe(true)
    expect(key(' ')).toBe(false)
    expect(key('*')).toBe(false)
    expect(key('ArrowDown')).toBe(false)
    expect(key('k', { ctrlKey: true })).toBe(false)
    expect(key('k', { metaKey: true })).toBe(false)
  })
})

describe('typeAhead', () => {
  const labels = ['Servers', 'SSH keys', 'SSL certificates', 'Object storage', 'servers-2']
  const labelAt = (i: number) => labels[i]!

  it('letters typed within the delay make a prefix; the first match from the cursor on', () => {
    const find = typeAhead(700)
    expect(find('s', 0, 0, labels.length, labelAt)).toBe(1)
    expect(find('s', 100, 1, labels.length, labelAt)).toBe(1)
    expect(find('l', 200, 1, labels.length, labelAt)).toBe(2)
  })

  it('a new letter after the delay starts a new prefix', () => {
    const find = typeAhead(700)
    expect(find('o', 0, 0, labels.length, labelAt)).toBe(3)
    expect(find('s', 1000, 3, labels.length, labelAt)).toBe(4)
  })

  it('a repeated single letter steps on to the next match, round from the top', () => {
    const find = typeAhead(700)
    expect(find('s', 0, 4, labels.length, labelAt)).toBe(0)
    expect(find('s', 800, 0, labels.length, labelAt)).toBe(1)
  })

  it('is not case-sensitive, starts from the top with no cursor, and answers -1 when nothing matches', () => {
    const find = typeAhead(700)
    expect(find('O', 0, -1, labels.length, labelAt)).toBe(3)
    expect(find('x', 1000, 3, labels.length, labelAt)).toBe(-1)
  })
})
