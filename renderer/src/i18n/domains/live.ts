import { defineMessages } from '../define'

/** "Is it live?": a zone's records as its name servers and the chosen resolvers answer them. */
export const live = defineMessages({
  en: {
    title: 'Is it live?',
    hint: 'What the zone’s name servers and your resolvers answer now, compared with the records Hostdeck holds.',
    check: 'Check now',
    checking: 'Checking…',
    never: 'Not checked yet. Hostdeck checks on its own after every change to the zone.',
    checkedAt: 'Checked at {time}',
    nextAt: 'checks again at {time}, until every record is live',
    stopped: 'stopped checking',
    summary: {
      servers: 'live on {live}/{total} authoritative, {rlive}/{rtotal} resolvers',
      old: '{n} record still old until {time} | {n} records still old until {time}',
      missing: '{n} missing',
      extra: '{n} extra',
      unreachable: '{n} server did not answer | {n} servers did not answer',
    },
    notDelegated: 'Not delegated here: the resolvers name other name servers ({servers}).',
    problem: {
      off: 'Live checks are off in their settings: nothing was asked.',
      offline: 'You are offline: nothing was asked until the API answers again.',
      noServers: 'No name server or resolver answered: check the resolvers in the settings below.',
      noZone: 'This zone is not in the active account any more.',
    },
    record: 'Record',
    server: {
      authoritative: 'Name server {name}',
      resolver: 'Resolver {name}',
      authoritativeShort: 'name server',
      resolverShort: 'resolver',
    },
    state: {
      live: 'live',
      old: 'old value',
      missing: 'missing',
      extra: 'extra',
      unreachable: 'unreachable',
      absent: 'not served',
    },
    servedOld: 'serves {value}',
    cachedUntil: 'cached until {time}',
    extraRow: 'not in the zone',
    settings: {
      title: 'Where to ask',
      enabled: 'Probe the name servers and resolvers (off: no live check of any kind)',
      afterChange: 'Check a zone on its own after every change',
      resolvers: 'Resolvers',
      resolversHint: 'One IP address a line, with :port when not 53 ([::1]:5353 for IPv6). Empty: the system’s.',
      resolversInvalid: '“{value}” is not an IP address (with an optional :port)',
      port: 'Port of the name servers',
      save: 'Save',
      saved: 'Saved',
    },
  },
  ru: {
    title: 'Уже работает?',
    hint: 'Что сейчас отвечают серверы имён зоны и ваши резолверы, в сравнении с записями в Hostdeck.',
    check: 'Проверить',
    checking: 'Проверка…',
    never: 'Ещё не проверялось. Hostdeck проверяет сам после каждого изменения зоны.',
    checkedAt: 'Проверено в {time}',
    nextAt: 'следующая проверка в {time}, пока все записи не заработают',
    stopped: 'проверка остановлена',
    summary: {
      servers: 'работает на {live}/{total} авторитетных, {rlive}/{rtotal} резолверах',
      old: '{n} запись ещё старая до {time} | {n} записи ещё старые до {time} | {n} записей ещё старые до {time}',
      missing: 'нет: {n}',
      extra: 'лишних: {n}',
      unreachable: 'не ответил {n} сервер | не ответили {n} сервера | не ответили {n} серверов',
    },
    notDelegated: 'Зона делегирована не сюда: резолверы называют другие серверы имён ({servers}).',
    problem: {
      off: 'Проверки выключены в настройках: запросов не было.',
      offline: 'Нет связи: запросов не будет, пока API снова не ответит.',
      noServers: 'Не ответил ни один сервер имён или резолвер: проверьте резолверы в настройках ниже.',
      noZone: 'Этой зоны больше нет в активном аккаунте.',
    },
    record: 'Запись',
    server: {
      authoritative: 'Сервер имён {name}',
      resolver: 'Резолвер {name}',
      authoritativeShort: 'сервер имён',
      resolverShort: 'резолвер',
    },
    state: {
      live: 'работает',
      old: 'старое значение',
      missing: 'нет',
      extra: 'лишняя',
      unreachable: 'не отвечает',
      absent: 'не отдаётся',
    },
    servedOld: 'отдаёт {value}',
    cachedUntil: 'в кэше до {time}',
    extraRow: 'нет в зоне',
    settings: {
      title: 'Кого спрашивать',
      enabled: 'Опрашивать серверы имён и резолверы (выкл.: никаких проверок)',
      afterChange: 'Проверять зону после каждого изменения',
      resolvers: 'Резолверы',
      resolversHint: 'По одному IP-адресу в строке, с :порт, если не 53 ([::1]:5353 для IPv6). Пусто — системные.',
      resolversInvalid: '«{value}» — не IP-адрес (порт через двоеточие можно)',
      port: 'Порт серверов имён',
      save: 'Сохранить',
      saved: 'Сохранено',
    },
  },
})

declare module '../define' {
  interface DomainMessages {
    live: typeof live
  }
}
