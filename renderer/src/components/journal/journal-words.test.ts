import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
// The backend's list of journaled operations is what the words are checked against (a test only reads it).
// eslint-disable-next-line no-restricted-imports
import { JOURNALED, operationOf } from '../../../../electron/core/journal/operations'
import { SERVER_ACTION_TYPES } from '@shared/models/servers'
import type { JournalEntry } from '@shared/channels/journal'
import { en } from '../../i18n/en'
import { ru } from '../../i18n/ru'
import { kindWords } from '../../resources'
import { entryWords, operationKey } from './journal-words'

// Every journal operation of the contract reaches the screen in the user's words, in both languages: its name, the
// kind of what it changed, each field it records. A channel added without its words fails here, naming the key.
const languages = { en, ru } as const
const i18n = createI18n({ legacy: false, locale: 'en', messages: languages, missingWarn: false, fallbackWarn: false })
const g = i18n.global
const t = (key: string, values?: Record<string, unknown>) => g.t(key, values ?? {})
const te = (key: string) => g.te(key)

function entryOf(channel: string, params: JournalEntry['params']): JournalEntry {
  const { def } = operationOf(channel as (typeof JOURNALED)[number])
  return {
    id: '1',
    at: 0,
    accountId: 'a',
    accountLabel: 'Demo',
    operation: channel,
    summary: '',
    resource: { kind: def.kind, id: 1, name: 'x' },
    params,
    outcome: 'ok',
    result: '#10076',
    tasks: [],
    before: null,
    after: null,
    revertOf: null,
    batchId: 'import-mwxsisya-a5abll',
  }
}

/** Every text an entry of this channel can show, with each of its recorded fields set. */
function shownTexts(channel: (typeof JOURNALED)[number]): string[] {
  const { fields } = operationOf(channel)
  const params = Object.fromEntries(fields.map((f) => [f, f === 'type' ? 'PowerReboot' : 1]))
  const words = entryWords(entryOf(channel, params), t, te)
  return [words.operation, words.kind, ...words.params.map((p) => p.label), words.result ?? '', words.batch ?? '']
}

describe.each(Object.keys(languages) as Array<keyof typeof languages>)('the journal in %s', (language) => {
  it.each([...JOURNALED])('words every part of %s', (channel) => {
    g.locale.value = language
    const raw = shownTexts(channel).filter((text) => /journal\.|\w+_\w+|^[a-z]+[A-Z]\w*$|#\d/.test(text))
    expect(raw).toEqual([])
    expect(te(operationKey(channel)), operationKey(channel)).toBe(true)
  })

  it('says the resource changed by its name beside its id, not as a bare number under a field name', () => {
    g.locale.value = language
    const entry = {
      ...entryOf('storage:deleteUser', { userId: 10059 }),
      resource: { kind: 'storageUser' as const, id: 10059, name: 'alice' },
    }
    const [param] = entryWords(entry, t, te).params
    expect(param?.value).toBe(language === 'en' ? 'alice (ID 10059)' : 'alice (номер 10059)')
    expect(param?.label).toBe(t(kindWords('storageUser')?.one ?? ''))
  })

  it('names which server action was run', () => {
    g.locale.value = language
    const names = SERVER_ACTION_TYPES.map((type) => entryWords(entryOf('servers:runAction', { type }), t, te).operation)
    expect(new Set(names).size).toBe(SERVER_ACTION_TYPES.length)
    expect(names.filter((n) => n.includes('journal.'))).toEqual([])
  })

  it('has every journaled kind in the kind filter', () => {
    g.locale.value = language
    const kinds = new Set(JOURNALED.map((c) => operationOf(c).def.kind))
    for (const kind of kinds) expect(te(kindWords(kind)?.one ?? `journal.kind.${kind}`), kind).toBe(true)
  })
})
