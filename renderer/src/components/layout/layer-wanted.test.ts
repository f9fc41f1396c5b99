import { describe, expect, it } from 'vitest'
import { layerWanted, type LayerMoment } from './layer-wanted'

const at = (moment: Partial<LayerMoment>): boolean =>
  layerWanted({ framePainted: false, startPainted: false, noticesWanted: false, asked: false, ...moment })

describe('when naive-ui and what is made of it are rendered', () => {
  it('not before the frame has painted, nor before the start’s data has', () => {
    expect(at({})).toBe(false)
    expect(at({ framePainted: true })).toBe(false)
    expect(at({ startPainted: true })).toBe(false)
  })

  it('once both have painted', () => {
    expect(at({ framePainted: true, startPainted: true })).toBe(true)
  })

  it('at once when the user asks for something it shows, the frame being there', () => {
    expect(at({ framePainted: true, asked: true })).toBe(true)
    expect(at({ asked: true })).toBe(false)
  })

  it('at once when something is said, to say it', () => {
    expect(at({ noticesWanted: true })).toBe(true)
  })
})
