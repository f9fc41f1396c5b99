import { z } from 'zod'
import { channel, event, output } from '../contract-kit'
import { fillTemplate } from '../rule-text'
import type { TaskPhase } from '../models'
import type { Locale } from './app'
import type { ResourceRef } from '../resources'

/** One followed task as the task centre, the tray and notifications see it. */
export interface TaskView {
  /** Stable across restarts: account, what is polled, task id. */
  key: string
  accountId: string
  /** The account's label when the task was last seen (accounts may be renamed). */
  accountLabel: string
  /** What the task is about, in English: "PowerOff of web-1" (logs; the UI words it with `describeTask`). */
  title: string
  /** The name of the resource it is about ("web-1", a user's login), when known. */
  name: string | null
  /** Raw task type as the API names it (PowerOff, StorageUserBlock, DeletePublicNetwork…). */
  type: string
  /** Raw state as the API last reported it. */
  state: string
  phase: TaskPhase
  /** null where the API gives no percent (server actions): show an indeterminate bar. */
  progressPercent: number | null
  /** Epoch ms when Hostdeck started following it. */
  startedAt: number
  endedAt: number | null
  /** Elapsed when this view was made; a running task's elapsed keeps growing from here. */
  elapsedMs: number
  resource: ResourceRef
  /** The account is offline: polling waits until it answers again. */
  paused: boolean
  /** Why the last poll did not succeed (rate limited, server error…); the task is still followed. */
  problem: string | null
  /** Its end was shown to the user; an ended task not announced yet is announced when a window connects. */
  announced: boolean
}

export interface TaskList {
  /** Not finished yet, oldest first. */
  running: TaskView[]
  /** Finished, failed or unknown, newest first. */
  recent: TaskView[]
}

export type TaskOutcome = 'done' | 'failed' | 'unknown'

/** Pushed once when a task ends: what it was about and how it ended. */
export interface TaskFinished {
  key: string
  accountId: string
  accountLabel: string
  /** "PowerOff of web-1" */
  subject: string
  type: string
  name: string | null
  /** "PowerOff of web-1 completed" (English; the renderer words it from subject + phase). */
  title: string
  phase: TaskOutcome
  resource: ResourceRef
}

/** Asks the window to show a resource (a clicked notification or tray entry). */
export interface FocusResourceRequest {
  accountId: string
  resource: ResourceRef
}

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
      body: 'Учётная запись: {account}',
    },
    tray: {
      tooltip: 'Hostdeck',
      tooltipRunning: 'Hostdeck — выполняется {count}',
      show: 'Показать Hostdeck',
      accounts: 'Учётные записи',
      running: 'Выполняется задач: {count}',
      noneRunning: 'Нет выполняющихся задач',
      lastFinished: 'Последние завершённые',
      quit: 'Выйти из Hostdeck',
    },
  },
} satisfies Record<Locale, NativeTaskText>

export interface NativeTaskText {
  finished: Record<TaskOutcome | 'body', string>
  tray: Record<'tooltip' | 'tooltipRunning' | 'show' | 'accounts' | 'running' | 'noneRunning' | 'lastFinished' | 'quit', string>
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

export const taskKeySchema = z.string().trim().min(1, { error: 'is required' }).max(400, { error: 'is too long' })

export const taskChannels = {
  /** Running and recent tasks of every account. */
  'tasks:list': channel(z.undefined(), output<TaskList>()),
  /** Removes a finished task from the recent list; a running one cannot be dismissed. */
  'tasks:dismiss': channel(z.object({ key: taskKeySchema }).strict(), output<TaskList>()),
  'tasks:clearFinished': channel(z.undefined(), output<TaskList>()),
  /** The window (or the desktop notifier) showed these tasks' ends: recorded, so a restart does not repeat them. */
  'tasks:acknowledge': channel(z.object({ keys: z.array(taskKeySchema).min(1).max(500) }).strict(), output<TaskList>()),
}

export const taskEvents = {
  'tasks:changed': event<TaskList>(),
  'tasks:finished': event<TaskFinished>(),
}
