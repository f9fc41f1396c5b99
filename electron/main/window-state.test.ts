import { describe, expect, it } from 'vitest'
import { emptyWindowStates, placeWindow, rememberWindow, type DisplayArea } from './window-state'

const laptop: DisplayArea = { id: 1, workArea: { x: 0, y: 25, width: 1440, height: 875 } }
const monitor: DisplayArea = { id: 2, workArea: { x: 1440, y: 0, width: 2560, height: 1400 } }

describe('the window kept per display', () => {
  it('opens centred at the default size the first time', () => {
    expect(placeWindow(emptyWindowStates(), [laptop, monitor], 1)).toEqual({
      bounds: { x: 80, y: 53, width: 1280, height: 820 },
      maximized: false,
    })
  })

  it('opens where it was on the display it was last on, maximised or not', () => {
    let states = rememberWindow(emptyWindowStates(), 1, {
      bounds: { x: 10, y: 40, width: 1000, height: 700 },
      maximized: false,
    })
    states = rememberWindow(states, 2, { bounds: { x: 1500, y: 100, width: 1800, height: 1000 }, maximized: true })
    expect(placeWindow(states, [laptop, monitor], 1)).toEqual({
      bounds: { x: 1500, y: 100, width: 1800, height: 1000 },
      maximized: true,
    })
    // The monitor is unplugged: the laptop's own place, not the monitor's.
    expect(placeWindow(states, [laptop], 1)).toEqual({
      bounds: { x: 10, y: 40, width: 1000, height: 700 },
      maximized: false,
    })
  })

  it('never opens off-screen or larger than the display, nor smaller than the minimum', () => {
    const states = rememberWindow(emptyWindowStates(), 1, {
      bounds: { x: 1300, y: 800, width: 3000, height: 300 },
      maximized: false,
    })
    expect(placeWindow(states, [laptop], 1).bounds).toEqual({ x: 0, y: 340, width: 1440, height: 560 })
  })
})
