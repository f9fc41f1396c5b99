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
  'fleet.palette.kind.askReboot': 'Reboot a server…',
  'fleet.palette.kind.askSwitch': 'Switch to an account…',
  'fleet.palette.kind.askExport': 'Export a DNS zone file…',
  'fleet.palette.kind.exportServers': 'Export the servers list',
  'fleet.palette.prefix.askReboot': 'reboot ',
  'fleet.palette.prefix.askSwitch': 'switch to ',
  'fleet.palette.prefix.askExport': 'export ',
  'fleet.palette.words.askReboot': 'reboot restart server',
  'fleet.palette.words.exportServers': 'export servers list csv',
}
const russian: Record<string, string> = {
  'fleet.palette.kind.theme': 'Тема',
  'theme.dark': 'Тёмная',
  'fleet.palette.kind.taskCentre': 'Открыть центр задач',
  'fleet.palette.kind.journal': 'Открыть журнал действий',
  'fleet.palette.kind.createServer': 'Создать сервер',
  'fleet.palette.kind.refresh': 'Обновить сейчас',
  'fleet.palette.kind.askReboot': 'Перезагрузить сервер…',
  'fleet.palette.kind.askSwitch': 'Переключиться на аккаунт…',
  'fleet.palette.kind.askExport': 'Экспортировать файл DNS-зоны…',
  'fleet.palette.kind.exportServers': 'Экспортировать список серверов',
  'fleet.palette.prefix.askReboot': 'перезагрузить ',
  'fleet.palette.prefix.askSwitch': 'переключиться на ',
  'fleet.palette.prefix.askExport': 'экспортировать ',
  'fleet.palette.words.askReboot': 'перезагрузить перезагрузка перезапустить сервер',
  'fleet.palette.words.askExport': 'экспорт экспортировать выгрузить зона файл',
  'fleet.palette.words.exportServers': 'экспорт экспортировать выгрузить список серверов csv',
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

  it('offers reboot, switch and export typed alone, in either language; the verb alone types it for the name', () => {
    const first = (entries: ReturnType<typeof localCommands>, text: string) => matchLocal(entries, text)[0]?.command
    const english_ = localCommands(en)
    expect(first(english_, 'reboot')).toEqual({ kind: 'ask', text: 'reboot ' })
    expect(first(english_, 'switch')).toEqual({ kind: 'ask', text: 'switch to ' })
    expect(first(english_, 'export servers')).toEqual({ kind: 'exportServers' })
    expect(matchLocal(english_, 'export').map((e) => e.command.kind)).toEqual(
      expect.arrayContaining(['ask', 'exportServers']),
    )
    const russian_ = localCommands(ru, en)
    expect(first(russian_, 'перезагруз')).toEqual({ kind: 'ask', text: 'перезагрузить ' })
    expect(first(russian_, 'переключ')).toEqual({ kind: 'ask', text: 'переключиться на ' })
    expect(first(russian_, 'экспорт списк')).toEqual({ kind: 'exportServers' })
    expect(first(russian_, 'экспорт зон')).toEqual({ kind: 'ask', text: 'экспортировать ' })
    // What the verb types reads as that verb once a name follows it.
    expect(parseVerb('перезагрузить ' + 'db-01')?.verb.action).toBe('PowerReboot')
    expect(parseVerb('switch to ' + 'work')?.verb.kinds).toEqual(['switchAccount'])
  })

  it('reads "export <zone>" as the zone’s file export, in either language', () => {
    const zone = { verb: { kinds: ['dnsZone'], exportZone: true }, rest: 'example.com' }
    expect(parseVerb('export example.com')).toEqual(zone)
    expect(parseVerb('экспортировать example.com')).toEqual(zone)
    expect(parseVerb('экспорт example.com')).toEqual(zone)
    expect(parseVerb('выгрузить example.com')).toEqual(zone)
    expect(parseVerb('export')).toBeNull()
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
