import { afterEach, describe, expect, it, vi } from 'vitest'
import { primeVirtualList } from './virtual-list-height'

function element(clientHeight: number, clientWidth: number, padding = '0px'): HTMLElement {
  return { clientHeight, clientWidth, style: { padding } } as unknown as HTMLElement
}

describe('primeVirtualList', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('hands the list its content box at once, as its resize observer would a frame later', () => {
    vi.stubGlobal('getComputedStyle', (el: { style: { padding: string } }) => ({
      paddingTop: el.style.padding,
      paddingBottom: el.style.padding,
      paddingLeft: el.style.padding,
      paddingRight: el.style.padding,
    }))
    const handleListResize = vi.fn()
    const listElRef = element(612, 300, '4px')
    expect(primeVirtualList({ virtualListInstRef: { listElRef, handleListResize } })).toBe(true)
    expect(handleListResize).toHaveBeenCalledWith({ target: listElRef, contentRect: { height: 604, width: 292 } })
  })

  it('leaves a hidden list (no height yet) to its observer', () => {
    vi.stubGlobal('getComputedStyle', () => ({}))
    const handleListResize = vi.fn()
    expect(primeVirtualList({ virtualListInstRef: { listElRef: element(0, 0), handleListResize } })).toBe(false)
    expect(handleListResize).not.toHaveBeenCalled()
  })

  it("does nothing when naive's inner names are not there (a tree without virtual scrolling, another version)", () => {
    expect(primeVirtualList(null)).toBe(false)
    expect(primeVirtualList({})).toBe(false)
    expect(primeVirtualList({ virtualListInstRef: null })).toBe(false)
    expect(primeVirtualList({ virtualListInstRef: { listElRef: element(600, 300) } })).toBe(false)
    expect(primeVirtualList({ virtualListInstRef: { handleListResize: vi.fn() } })).toBe(false)
  })
})
