import { describe, expect, it } from 'vitest'
import { russianCreateRecordSchema } from './commands/record-schema-ru'
import { createRecordSchema } from '../shared/channels/dns'
import { CLI_WORDS, columnTitle, languageOf, say } from './words'

describe('the language of the command line’s messages', () => {
  it.each([
    [{ LANG: 'ru_RU.UTF-8' }, 'ru'],
    [{ LANG: 'ru' }, 'ru'],
    [{ LANG: 'en_US.UTF-8' }, 'en'],
    [{}, 'en'],
    [{ LANG: 'en_US.UTF-8', LC_MESSAGES: 'ru_RU.UTF-8' }, 'ru'],
    [{ LANG: 'ru_RU.UTF-8', LC_ALL: 'C' }, 'en'],
    [{ LC_ALL: 'ru_RU.UTF-8', LC_MESSAGES: 'en_US.UTF-8' }, 'ru'],
    [{ LC_ALL: ' ', LANG: 'ru_RU.UTF-8' }, 'ru'],
  ])('%j → %s (LC_ALL, then LC_MESSAGES, then LANG)', (env, language) => {
    expect(languageOf(env)).toBe(language)
  })

  it('says every message in both languages, its placeholders filled', () => {
    for (const [key, text] of Object.entries(CLI_WORDS.ru)) expect(text, key).not.toBe('')
    expect(say('noCommand', { word: 'frob' }, 'ru')).toBe('«frob» — нет такой команды. Список команд: «hostdeck help».')
    expect(say('noCommand', { word: 'frob' }, 'en')).toBe('"frob" is no command. Run "hostdeck help".')
  })

  it('titles a table’s columns in Russian, the others by their field', () => {
    expect(['name', 'state', 'ip'].map((column) => columnTitle(column, 'ru'))).toEqual(['ИМЯ', 'СОСТОЯНИЕ', 'IP'])
    expect(columnTitle('name', 'en')).toBe('NAME')
  })

  it('refuses a DNS record in the record form’s Russian words, by the same rules', () => {
    const input = { zoneId: 1, type: 'A', owner: 'www', address: 'not-an-ip', ttl: 3600 }
    const russian = russianCreateRecordSchema.safeParse(input)
    const english = createRecordSchema.safeParse(input)
    expect(russian.success).toBe(false)
    expect(english.success).toBe(false)
    expect(russian.error?.issues.map((issue) => issue.path)).toEqual(english.error?.issues.map((issue) => issue.path))
    expect(russian.error?.issues[0]?.message).toMatch(/[а-я]/i)
    expect(russian.error?.issues[0]?.message).not.toBe(english.error?.issues[0]?.message)
    // vue-i18n's literal sign is the character it stands for.
    const apex = russianCreateRecordSchema.safeParse({ ...input, owner: '', address: '192.0.2.1' })
    expect(apex.error?.issues[0]?.message).toContain('@')
    expect(apex.error?.issues[0]?.message).not.toContain("{'@'}")
  })
})
