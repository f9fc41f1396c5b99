import { describe, expect, it } from 'vitest'
import { ANY_CHARACTERS } from '@shared/palette/test-kit'
import type { PaletteHit } from '@shared/channels/fleet'
import {
  localCommands,
  localCommandsFor,
  markedParts,
  matchLocal,
  moveActive,
  parseVerb,
  withoutRefusedChanges,
} from './palette-commands'

const english: Record<string, string> = {
  'fleet.palette.kind.theme': 'Theme',
  'theme.dark': 'Dark',
  'fleet.palette.kind.taskCentre': 'Open the task centre',
  'fleet.palette.kind.journal': 'Open the activity journal',
  'fleet.palette.kind.createServer': 'Create server',
  'fleet.palette.kind.refresh': 'Refresh now',
}
const russian: Record<string, string> = {
  'fleet.palette.kind.theme': 'Тема',
  'theme.dark': 'Тёмная',
  'fleet.palette.kind.taskCentre': 'Открыть центр задач',
  'fleet.palette.kind.journal': 'Открыть журнал действий',
  'fleet.palette.kind.createServer': 'Создать сервер',
  'fleet.palette.kind.refresh': 'Обновить сейчас',
}
const en = (key: string) => english[key] ?? key
const ru = (key: string) => russian[key] ?? key

describe('the palette’s own commands', () => {
  it('finds a theme or the task centre by a fuzzy query, and nothing for an empty one', () => {
    const entries = localCommands(en)
    expect(matchLocal(entries, 'them dark')[0]!.command).toEqual({ kind: 'theme', theme: 'dark' })
    expect(matchLocal(entries, 'task cen')[0]!.command).toEqual({ kind: 'taskCentre' })
    expect(matchLocal(entries, 'journal')[0]!.command).toEqual({ kind: 'journal' })
    expect(matchLocal(entries, 'create server')[0]!.command).toEqual({ kind: 'createServer' })
    expect(matchLocal(entries, '  ')).toEqual([])
  })

  it('finds them in Russian when the app speaks Russian, and by their English words too', () => {
    const entries = localCommands(ru, en)
    expect(matchLocal(entries, 'тема тёмн')[0]!.label).toBe('Тема: Тёмная')
    expect(matchLocal(entries, 'задач')[0]!.command).toEqual({ kind: 'taskCentre' })
    expect(matchLocal(entries, 'обнов')[0]!.command).toEqual({ kind: 'refresh' })
    expect(matchLocal(entries, 'журнал')[0]!.command).toEqual({ kind: 'journal' })
    expect(matchLocal(entries, 'theme dark')[0]!.label).toBe('Тема: Тёмная')
  })

  it('reads a verb before a name as the command on it', () => {
    expect(parseVerb('reboot db-01')).toEqual({ verb: { kinds: ['runAction'], action: 'PowerReboot' }, rest: 'db-01' })
    expect(parseVerb('перезагрузить db-01')?.verb.action).toBe('PowerReboot')
    expect(parseVerb('switch to work')).toEqual({ verb: { kinds: ['switchAccount'] }, rest: 'work' })
    expect(parseVerb('переключиться на рабочий')?.rest).toBe('рабочий')
    expect(parseVerb('address-book')).toBeNull()
    expect(parseVerb('reboot')).toBeNull()
    expect(parseVerb('db-01')).toBeNull()
  })

  it('answers any query of one or two characters, punctuation and control characters too, without throwing', () => {
    const entries = localCommands(ru, en)
    const characters = [...ANY_CHARACTERS.split(''), 'reboot ', 'add ']
    let matched = 0
    for (const first of characters)
      for (const second of characters) {
        matched += matchLocal(entries, first + second).length
        parseVerb(`${first}${second} x`)
      }
    expect(matched).toBeGreaterThan(0)
  })

  it('moves the highlight with the arrows, wrapping around', () => {
    expect(moveActive(0, -1, 3)).toBe(2)
    expect(moveActive(2, 1, 3)).toBe(0)
    expect(moveActive(0, 1, 0)).toBe(-1)
  })
})

describe('markedParts', () => {
  const hit = { kind: 'server', accountId: 'a', accountLabel: 'A', resource: null } as const
  it('marks the matched ranges of the label and its detail', () => {
    const parts = markedParts({ ...hit, label: 'web-01', detail: '10.0.0.1', ranges: [0, 3, 7, 9] })
    expect(parts).toEqual([
      { text: 'web', mark: true },
      { text: '-01 ', mark: false },
      { text: '10', mark: true },
      { text: '.0.0.1', mark: false },
    ])
    expect(markedParts({ ...hit, label: 'db', detail: '', ranges: [] })).toEqual([{ text: 'db', mark: false }])
  })
})

describe('the palette for a read-only account', () => {
  const hit = (kind: PaletteHit['kind'], accountId: string): PaletteHit => ({
    kind,
    accountId,
    accountLabel: accountId,
    label: 'web-01',
    detail: '',
    resource: null,
    ranges: [],
  })

  it('offers none of its changes (an action, a record), still its resources and the other accounts’ changes', () => {
    const hits = [hit('runAction', 'bank'), hit('server', 'bank'), hit('addRecord', 'bank'), hit('runAction', 'shop')]
    const kept = withoutRefusedChanges(hits, (accountId) => accountId === 'bank')
    expect(kept.map((h) => `${h.accountId}:${h.kind}`)).toEqual(['bank:server', 'shop:runAction'])
    const kinds = (readOnly: boolean) => localCommandsFor(localCommands(en), readOnly).map((e) => e.command.kind)
    expect(kinds(true)).not.toContain('createServer')
    expect(kinds(false)).toContain('createServer')
  })
})
