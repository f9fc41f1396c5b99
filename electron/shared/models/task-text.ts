import { fillTemplate } from '../rule-text'
import type { TaskOutcome } from './tasks'
import type { Locale } from './preferences'

/**
 * Words shown natively by the desktop host (notifications, tray menu) and by the renderer's in-app notice.
 * They live here because the main process cannot load the renderer's locale files; the renderer's tasks domain
 * includes them, so every language still has them all. Plain {name} placeholders only.
 */
export const nativeTaskText = {
  en: {
    finished: {
      done: '{subject} completed',
      failed: '{subject} failed',
      unknown: '{subject}: no end reported, state unknown',
      body: 'Account: {account}',
    },
    tray: {
      tooltip: 'Hostdeck',
      tooltipRunning: 'Hostdeck — {count} running',
      show: 'Show Hostdeck',
      accounts: 'Accounts',
      running: 'Running tasks: {count}',
      noneRunning: 'No running tasks',
      lastFinished: 'Last finished',
      quit: 'Quit Hostdeck',
    },
  },
  ru: {
    finished: {
      done: '{subject}: завершено',
      failed: '{subject}: ошибка',
      unknown: '{subject}: завершение не получено, состояние неизвестно',
      body: 'Аккаунт: {account}',
    },
    tray: {
      tooltip: 'Hostdeck',
      tooltipRunning: 'Hostdeck — выполняется {count}',
      show: 'Показать Hostdeck',
      accounts: 'Аккаунты',
      running: 'Выполняется задач: {count}',
      noneRunning: 'Нет выполняющихся задач',
      lastFinished: 'Последние завершённые',
      quit: 'Выйти из Hostdeck',
    },
  },
} satisfies Record<Locale, NativeTaskText>

export interface NativeTaskText {
  finished: Record<TaskOutcome | 'body', string>
  tray: Record<
    'tooltip' | 'tooltipRunning' | 'show' | 'accounts' | 'running' | 'noneRunning' | 'lastFinished' | 'quit',
    string
  >
}

/**
 * How each known task type is worded, with {name} for the resource: in words, never the API's names (the core
 * writes its English titles with these too); a type not listed here is shown by its English title.
 */
export const taskTypeText: Record<Locale, Record<string, string>> = {
  en: {
    PowerOn: 'Power on {name}',
    PowerOff: 'Power off {name}',
    PowerReboot: 'Reboot {name}',
    ShutDownGuestOS: 'Shut down the OS of {name}',
    AddNetwork: 'Connect {name} to a network',
    RemoveNetwork: 'Disconnect {name} from a network',
    EditNetworkBandwidth: 'Change the bandwidth of {name}',
    DeletePublicNetwork: 'Delete public network {name}',
    StorageUserBlock: 'Block user {name}',
    StorageUserUnblock: 'Unblock user {name}',
    StorageActivation: 'Activate object storage',
    StorageDeactivation: 'Deactivate object storage',
    Create: 'Create server {name}',
    Copy: 'Create clone {name}',
    Delete: 'Delete server {name}',
    ChangeConfiguration: 'Resize {name}',
    Rebuild: 'Rebuild {name}',
    CreateImage: 'Make image {name}',
    DeleteImage: 'Delete image {name}',
  },
  ru: {
    PowerOn: 'Включение {name}',
    PowerOff: 'Выключение {name}',
    PowerReboot: 'Перезагрузка {name}',
    ShutDownGuestOS: 'Завершение работы ОС {name}',
    AddNetwork: 'Подключение {name} к сети',
    RemoveNetwork: 'Отключение {name} от сети',
    EditNetworkBandwidth: 'Изменение пропускной способности {name}',
    DeletePublicNetwork: 'Удаление публичной сети {name}',
    StorageUserBlock: 'Блокировка пользователя {name}',
    StorageUserUnblock: 'Разблокировка пользователя {name}',
    StorageActivation: 'Активация объектного хранилища',
    StorageDeactivation: 'Деактивация объектного хранилища',
    Create: 'Создание сервера {name}',
    Copy: 'Создание копии {name}',
    Delete: 'Удаление сервера {name}',
    ChangeConfiguration: 'Изменение конфигурации {name}',
    Rebuild: 'Переустановка {name}',
    CreateImage: 'Создание образа {name}',
    DeleteImage: 'Удаление образа {name}',
  },
}

/** A task in the user's language: its type's wording with the resource name, else its English title. */
export function describeTask(locale: Locale, task: { type: string; name: string | null; title: string }): string {
  const template = taskTypeText[locale][task.type]
  if (!template || (template.includes('{name}') && task.name === null)) return task.title
  return fillTemplate(template, { name: task.name ?? '' })
}
