import { nativeTaskText } from '@shared/channels/tasks'
import { defineMessages } from '../define'

/** The task centre; finish notices and tray words are shared with the desktop host, which shows them natively. */
export const tasks = defineMessages({
  en: {
    button: 'Tasks',
    buttonRunning: 'Tasks: {count} running',
    title: 'Task centre',
    running: 'Running',
    recent: 'Recently finished',
    noneRunning: 'No tasks are running.',
    noneRecent: 'Nothing has finished yet.',
    clearFinished: 'Clear finished',
    dismiss: 'Dismiss “{title}”',
    show: 'Show',
    showResource: 'Show the resource of “{title}”',
    progress: 'Progress of “{title}”',
    elapsed: 'Elapsed {time}',
    tookTime: 'Took {time}',
    account: 'Account: {account}',
    paused: 'Paused while the account is offline',
    resourceGone: 'The resource no longer exists, so how this task ended cannot be read.',
    stateIs: 'State: {state}',
    phase: {
      pending: 'Waiting',
      running: 'Running',
      done: 'Completed',
      failed: 'Failed',
      unknown: 'Unknown',
    },
    finished: nativeTaskText.en.finished,
    whileClosed: '{n} task ended while Hostdeck was closed | {n} tasks ended while Hostdeck was closed',
    whileClosedFailed: '{n} of them did not complete. | {n} of them did not complete.',
    openCentre: 'Open the task centre',
    tray: nativeTaskText.en.tray,
  },
  ru: {
    button: 'Задачи',
    buttonRunning: 'Задачи: выполняется {count}',
    title: 'Центр задач',
    running: 'Выполняются',
    recent: 'Недавно завершённые',
    noneRunning: 'Нет выполняющихся задач.',
    noneRecent: 'Пока ничего не завершилось.',
    clearFinished: 'Убрать завершённые',
    dismiss: 'Убрать «{title}»',
    show: 'Показать',
    showResource: 'Показать ресурс задачи «{title}»',
    progress: 'Ход выполнения «{title}»',
    elapsed: 'Прошло {time}',
    tookTime: 'Заняло {time}',
    account: 'Аккаунт: {account}',
    paused: 'Приостановлено: аккаунт не в сети',
    resourceGone: 'Ресурса больше нет, поэтому узнать, чем закончилась задача, нельзя.',
    stateIs: 'Состояние: {state}',
    phase: {
      pending: 'Ожидает',
      running: 'Выполняется',
      done: 'Завершено',
      failed: 'Ошибка',
      unknown: 'Неизвестно',
    },
    finished: nativeTaskText.ru.finished,
    whileClosed:
      '{n} задача завершилась, пока Hostdeck был закрыт | {n} задачи завершились, пока Hostdeck был закрыт | {n} задач завершились, пока Hostdeck был закрыт',
    whileClosedFailed: 'Из них не выполнена {n}. | Из них не выполнены {n}. | Из них не выполнено {n}.',
    openCentre: 'Открыть центр задач',
    tray: nativeTaskText.ru.tray,
  },
})

declare module '../define' {
  interface DomainMessages {
    tasks: typeof tasks
  }
}
