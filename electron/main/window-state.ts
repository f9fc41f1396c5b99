export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** A display as Electron's `screen` describes it (its id and the area windows may use). */
export interface DisplayArea {
  id: number
  workArea: Rect
}

export interface SavedWindow {
  bounds: Rect
  maximized: boolean
}

/** What the window-state file holds: the window's place on each display it was last on, and the last one. */
export interface WindowStates {
  last: number | null
  displays: Record<string, SavedWindow>
}

export const DEFAULT_SIZE = { width: 1280, height: 820 }
export const MIN_SIZE = { width: 900, height: 560 }

export const emptyWindowStates = (): WindowStates => ({ last: null, displays: {} })

/** The window as it is now, kept for the display it is on (a move to another display keeps the first one's). */
export function rememberWindow(states: WindowStates, displayId: number, window: SavedWindow): WindowStates {
  return { last: displayId, displays: { ...states.displays, [String(displayId)]: window } }
}

function fitted(size: number, min: number, max: number): number {
  return Math.max(Math.min(size, max), Math.min(min, max))
}

/** `bounds` made to fit `area`: no larger than it, and moved inside it where it stuck out. */
function fitInto(bounds: Rect, area: Rect): Rect {
  const width = fitted(bounds.width, MIN_SIZE.width, area.width)
  const height = fitted(bounds.height, MIN_SIZE.height, area.height)
  const x = Math.min(Math.max(bounds.x, area.x), area.x + area.width - width)
  const y = Math.min(Math.max(bounds.y, area.y), area.y + area.height - height)
  return { x, y, width, height }
}

function centred(area: Rect): Rect {
  const width = fitted(DEFAULT_SIZE.width, MIN_SIZE.width, area.width)
  const height = fitted(DEFAULT_SIZE.height, MIN_SIZE.height, area.height)
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  }
}

/**
 * Where the window opens: where it was on the display it was last on, if that display is still there (made to
 * fit its work area, which may have shrunk); otherwise as it was on the primary display, or centred on it at the
 * default size. Never off-screen.
 */
export function placeWindow(states: WindowStates, displays: readonly DisplayArea[], primaryId: number): SavedWindow {
  const primary = displays.find((display) => display.id === primaryId) ?? displays[0]
  const last = displays.find((display) => display.id === states.last)
  const display = last ?? primary
  if (!display) return { bounds: { x: 0, y: 0, ...DEFAULT_SIZE }, maximized: false }
  const saved = states.displays[String(display.id)]
  if (!saved) return { bounds: centred(display.workArea), maximized: false }
  return { bounds: fitInto(saved.bounds, display.workArea), maximized: saved.maximized }
}
