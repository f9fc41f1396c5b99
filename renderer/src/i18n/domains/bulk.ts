import { defineMessages } from '../define'

export const bulk = defineMessages({
  en: {
    open: 'Bulk actions…',
    title: 'Bulk actions on servers',
    pick: 'Servers of every account',
    pickHint: 'From each account’s last read. Pick the servers, then what to do with them.',
    select: 'Select {name} in {account}',
    selectAccount: 'Select every server of {account}',
    none: 'No account has servers in its cache yet.',
    intent: 'What to do',
    intents: { PowerOn: 'Power on', PowerOff: 'Power off', PowerReboot: 'Reboot', delete: 'Delete' },
    review: 'Review {n} servers',
    back: 'Back',
    reviewTitle: 'What will happen, per account',
    perAccount: '{intent}: {n} servers',
    refusedReadOnly: 'Read-only: nothing is sent to this account.',
    refusedBulkDelete: 'Protected: deleting several at once is off, nothing is sent to this account.',
    typeName: 'Protected: type {name} to include this account',
    nameField: 'Name of {account}',
    send: '{intent} {n} servers',
    progress: 'Progress',
    summary: '{done} done, {failed} failed, {waiting} waiting',
    outcome: {
      sending: 'sending…',
      done: 'done',
      failed: 'failed',
      uncertain: 'may have been made',
      waiting: 'waiting',
    },
    retry: 'Retry the failed ones ({n})',
    newSet: 'New selection',
    close: 'Close',
    ended: 'A bulk action’s {n} task ended | A bulk action’s {n} tasks ended',
  },
  ru: {
    open: 'Массовые действия…',
    title: 'Массовые действия с серверами',
    pick: 'Серверы всех аккаунтов',
    pickHint: 'По последнему чтению каждого аккаунта. Выберите серверы, затем — что с ними сделать.',
    select: 'Выбрать {name} в {account}',
    selectAccount: 'Выбрать все серверы {account}',
    none: 'Ни у одного аккаунта ещё нет серверов в кэше.',
    intent: 'Что сделать',
    intents: { PowerOn: 'Включить', PowerOff: 'Выключить', PowerReboot: 'Перезагрузить', delete: 'Удалить' },
    review: 'Проверить: серверов — {n}',
    back: 'Назад',
    reviewTitle: 'Что произойдёт в каждом аккаунте',
    perAccount: '{intent}: серверов — {n}',
    refusedReadOnly: 'Только чтение: в этот аккаунт ничего не отправляется.',
    refusedBulkDelete: 'Защищён: удаление нескольких сразу выключено, в этот аккаунт ничего не отправляется.',
    typeName: 'Защищён: введите {name}, чтобы включить этот аккаунт',
    nameField: 'Название {account}',
    send: '{intent}: серверов — {n}',
    progress: 'Ход выполнения',
    summary: 'готово: {done}, ошибок: {failed}, ждут: {waiting}',
    outcome: {
      sending: 'отправляется…',
      done: 'готово',
      failed: 'ошибка',
      uncertain: 'возможно, выполнено',
      waiting: 'ждёт',
    },
    retry: 'Повторить неудавшиеся ({n})',
    newSet: 'Новый выбор',
    close: 'Закрыть',
    ended:
      'Массовое действие: завершена {n} задача | Массовое действие: завершены {n} задачи | Массовое действие: завершено {n} задач',
  },
})

declare module '../define' {
  interface DomainMessages {
    bulk: typeof bulk
  }
}
