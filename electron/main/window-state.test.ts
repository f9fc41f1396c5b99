import { describe, expect, it } from 'vitest'
import { emptyWindowStates, placeWindow, rememberWindow, type DisplayArea } from './window-state'

const laptop: DisplayArea = { id: 1, workArea: { x: 0, y: 25, width: 1440, height: 875 } }
const monitor: DisplayArea = { id: 2, workArea: { x: 1440, y: 0, width: 2560, height: 1400 } }

/** A window's place: its bounds, and whether it is maximised. */
const at = (x: number, y: number, width: number, height: number, maximized = false) => ({
  bounds: { x, y, width, height },
  maximized,
})

describe('the window kept per display', () => {
  it('opens centred at the default size the first time', () => {
    expect(placeWindow(emptyWindowStates(), [laptop, monitor], 1)).toEqual(at(80, 53, 1280, 820))
  })

  it('opens where it was on the display it was last on, maximised or not', () => {
    let states = rememberWindow(emptyWindowStates(), 1, at(10, 40, 1000, 700))
    states = rememberWindow(states, 2, at(1500, 100, 1800, 1000, true))
    expect(placeWindow(states, [laptop, monitor], 1)).toEqual(at(1500, 100, 1800, 1000, true))
    // The monitor is unplugged: the laptop's own place, not the monitor's.
    expect(placeWindow(states, [laptop], 1)).toEqual(at(10, 40, 1000, 700))
  })

  it('never opens off-screen or larger than the display, nor smaller than the minimum', () => {
    const states = rememberWindow(emptyWindowStates(), 1, at(1300, 800, 3000, 300))
    expect(placeWindow(states, [laptop], 1)).toEqual(at(0, 340, 1440, 560))
  })
})
