import { fillTemplate } from '../shared/rule-text'

/**
 * The command line's own words for people, in English and Russian (the window's are in renderer/src/i18n, which
 * the command line borrows where a form's words are the same: a DNS record's field refusals, commands/dns-records.ts).
 * JSON, YAML, CSV and the other formats for programs stay in the model's words whatever the language.
 */
const en = {
  noCommand: '"{word}" is no command. Run "hostdeck help".',
  badFlag: '{problem}. Run "hostdeck help" for the commands and their flags.',
  duration: '{flag} takes a duration such as 90s or 10m (got "{text}")',
  format: '-o takes {formats} (got "{value}")',
  columns: '--columns takes field names separated by commas, such as id,name,state',
  waitBoth: 'Give --wait or --no-wait, not both.',
  cachedBoth: 'Give --cached or --max-age, not both.',
  noActiveAccount: 'No account is active: name one with --account NAME.',
  accountsNamed: 'Several accounts are named "{wanted}": give one\'s id: {known}.',
  noAccountNamed: 'No account is named "{wanted}". The accounts: {known}. Add one with "hostdeck accounts add".',
  changeNeedsAccount:
    'A change needs its account said: --account NAME (or HOSTDECK_ACCOUNT, or a .hostdeck-account file). "{command}" is not sent to whichever account the window shows.',
  readsOnlyAll: '-A is for reads; "{command}" acts in the one account --account names.',
  confirmWithYes: '{what}: add --yes to confirm (no one can be asked here); --dry-run shows it without sending.',
  confirmQuestion: '{what}? [y/N] ',
  notConfirmed: 'Not confirmed: nothing was sent.',
  mayBeMade: 'It may have been made: check with "hostdeck journal ls --account {account}" or read it again.',
  addConfirm: 'Add --confirm "{account}".',
  stopped: 'stopped; a change already sent goes on (see it with "servers get").',
  needsServer: '"servers {verb}" needs the name or id of a server.',
  checkServer: 'Check with: hostdeck servers get {server} --account {account}',
  stillRunning: '{title} is still running (started earlier): following it, not sending again.',
  waitTimedOut:
    '{type} of {server} has not ended within the timeout; it goes on. Follow it with: hostdeck servers get {id} --account {account}',
  earlierMade: '"{summary}" (journal entry {id}, sent {at}) was made already: not sending it again.',
  earlierNotMade:
    '"{summary}" (journal entry {id}, sent {at}) was not made (checked with the service): sending it now.',
  earlierUnknown:
    '"{summary}" (journal entry {id}, sent {at}) was sent by an earlier command and its answer never came; the service cannot tell yet whether it was made, so it is not sent again. Check it with "hostdeck journal check {id}" (or see "hostdeck journal ls"), or send it once more anyway with --again.',
  unreachable: '{label} ({url}) cannot be reached. {cache}',
  cachedCopy: 'The cached copy is {age}: add --cached to use it.',
  noCachedCopy: 'No cached copy exists yet.',
  refusedRead: '{label} refused the read.',
  noCache: 'no cached copy',
  cachedRead: '{label}: cached copy {age}',
  noCachedYet: 'No cached copy of {label} yet: read it once without --cached.',
  lessThanMinute: 'less than a minute ago',
  minutesAgo: '{n} min ago',
  hoursAgo: '{n} h ago',
  asOf: 'as of {time} ({ago})',
}

type Words = typeof en

const ru: Words = {
  noCommand: '«{word}» — нет такой команды. Список команд: «hostdeck help».',
  badFlag: '{problem}. Команды и их флаги: «hostdeck help».',
  duration: '{flag} принимает длительность, например 90s или 10m (получено «{text}»)',
  format: '-o принимает {formats} (получено «{value}»)',
  columns: '--columns принимает имена полей через запятую, например id,name,state',
  waitBoth: 'Укажите --wait или --no-wait, но не оба.',
  cachedBoth: 'Укажите --cached или --max-age, но не оба.',
  noActiveAccount: 'Нет активного аккаунта: укажите его флагом --account ИМЯ.',
  accountsNamed: 'Несколько аккаунтов называются «{wanted}»: укажите id одного из них: {known}.',
  noAccountNamed: 'Нет аккаунта «{wanted}». Аккаунты: {known}. Добавить: «hostdeck accounts add».',
  changeNeedsAccount:
    'Для изменения нужно указать аккаунт: --account ИМЯ (или HOSTDECK_ACCOUNT, или файл .hostdeck-account). «{command}» не отправляется в аккаунт, открытый в окне.',
  readsOnlyAll: '-A — только для чтения; «{command}» действует в одном аккаунте, указанном в --account.',
  confirmWithYes:
    '{what}: добавьте --yes для подтверждения (спросить здесь некого); --dry-run покажет изменение, ничего не отправляя.',
  confirmQuestion: '{what}? [y/N] ',
  notConfirmed: 'Не подтверждено: ничего не отправлено.',
  mayBeMade: 'Возможно, изменение сделано: проверьте «hostdeck journal ls --account {account}» или прочитайте заново.',
  addConfirm: 'Добавьте --confirm "{account}".',
  stopped: 'остановлено; уже отправленное изменение выполняется дальше (смотрите «servers get»).',
  needsServer: '«servers {verb}»: укажите имя или id сервера.',
  checkServer: 'Проверьте: hostdeck servers get {server} --account {account}',
  stillRunning: '{title} ещё выполняется (запущено раньше): слежу за ним, повторно не отправляю.',
  waitTimedOut:
    '{type} сервера {server} не завершилось за отведённое время и выполняется дальше. Следить: hostdeck servers get {id} --account {account}',
  earlierMade: '«{summary}» (запись журнала {id}, отправлено {at}) уже сделано: повторно не отправляю.',
  earlierNotMade:
    '«{summary}» (запись журнала {id}, отправлено {at}) не сделано (проверено в сервисе): отправляю сейчас.',
  earlierUnknown:
    '«{summary}» (запись журнала {id}, отправлено {at}) отправила прежняя команда, и ответ не пришёл; сервис пока не может сказать, сделано ли оно, поэтому повторно оно не отправляется. Проверьте: «hostdeck journal check {id}» (или «hostdeck journal ls»), либо отправьте ещё раз флагом --again.',
  unreachable: '{label} ({url}) недоступен. {cache}',
  cachedCopy: 'Сохранённая копия — {age}: добавьте --cached, чтобы ею воспользоваться.',
  noCachedCopy: 'Сохранённой копии пока нет.',
  refusedRead: '{label} отказал в чтении.',
  noCache: 'сохранённой копии нет',
  cachedRead: '{label}: сохранённая копия {age}',
  noCachedYet: 'Сохранённой копии {label} пока нет: прочитайте его один раз без --cached.',
  lessThanMinute: 'меньше минуты назад',
  minutesAgo: '{n} мин назад',
  hoursAgo: '{n} ч назад',
  asOf: 'на {time} ({ago})',
}

export const CLI_WORDS: Readonly<Record<'en' | 'ru', Words>> = { en, ru }
export type Language = keyof typeof CLI_WORDS
export type WordKey = keyof Words

/**
 * The language of messages, as POSIX tools choose it: the first of LC_ALL, LC_MESSAGES and LANG that is set;
 * Russian when it names Russian (ru_RU.UTF-8, ru), English otherwise.
 */
export function languageOf(env: NodeJS.ProcessEnv): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value?.trim())
  return locale?.trim().toLowerCase().startsWith('ru') ? 'ru' : 'en'
}

/** The language of this process's messages. */
export const LANGUAGE: Language = languageOf(process.env)

/** A table's column titles in Russian, for the fields most tables show; any other is its field's name. */
const RUSSIAN_TITLES: Readonly<Record<string, string>> = {
  name: 'ИМЯ',
  state: 'СОСТОЯНИЕ',
  account: 'АККАУНТ',
  at: 'КОГДА',
  source: 'ИСТОЧНИК',
  type: 'ТИП',
  phase: 'ФАЗА',
}

/** A table's header cell for a field: people read it; `--columns` and the other formats keep the field's name. */
export const columnTitle = (column: string, language = LANGUAGE): string =>
  (language === 'ru' ? RUSSIAN_TITLES[column] : undefined) ?? column.toUpperCase()

/** A message in this process's language, its `{placeholders}` filled. */
export function say(key: WordKey, params: Record<string, string | number> = {}, language = LANGUAGE): string {
  return fillTemplate(CLI_WORDS[language][key], params)
}
