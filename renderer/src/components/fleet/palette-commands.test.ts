import { describe, expect, it } from 'vitest'
import { localCommands, matchLocal, moveActive } from './palette-commands'

const t = (key: string) =>
  ({
    'fleet.palette.kind.theme': 'Theme',
    'theme.dark': 'Dark',
    'fleet.palette.kind.taskCentre': 'Open the task centre',
  })[key] ?? key

describe('the palette’s own commands', () => {
  it('finds a theme or the task centre by a fuzzy query, and nothing for an empty one', () => {
    const entries = localCommands(t)
    expect(matchLocal(entries, 'them dark')[0]!.command).toEqual({ kind: 'theme', theme: 'dark' })
    expect(matchLocal(entries, 'task cen')[0]!.command).toEqual({ kind: 'taskCentre' })
    expect(matchLocal(entries, '  ')).toEqual([])
  })

  it('moves the highlight with the arrows, wrapping around', () => {
    expect(moveActive(0, -1, 3)).toBe(2)
    expect(moveActive(2, 1, 3)).toBe(0)
    expect(moveActive(0, 1, 0)).toBe(-1)
  })
})
