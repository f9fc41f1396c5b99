import { onBeforeUnmount } from 'vue'
import { useI18n } from 'vue-i18n'
import { useNotification } from '../notices'
import type { TaskFinished, TaskView } from '@shared/channels/tasks'
import { describeTask } from '@shared/models/task-text'
import type { Locale } from '@shared/contract'
import { call, subscribe } from '../api/client'
import { useAccountsStore } from '../stores/accounts'
import { useBulkStore } from '../stores/bulk'
import { useTasksStore } from '../stores/tasks'
import { accountLabel } from '../format/account-label'
import { createActionNotice } from './action-notice'

const TONE = { done: 'success', failed: 'error', unknown: 'warning' } as const

/** An in-app notice when a task ends (both hosts; the desktop one adds a native notification when unfocused). */
export function useTaskNotices(): void {
  const { t, locale } = useI18n()
  const notification = useNotification()
  const tasks = useTasksStore()
  const accounts = useAccountsStore()
  const bulk = useBulkStore()
  bulk.onSetEnded((set) =>
    announceMany(set, { notification, t, locale, tasks }, () => t('bulk.ended', { n: set.length }, set.length)),
  )

  function announce(finished: TaskFinished): void {
    const account = () => accounts.accounts.find((a) => a.id === finished.accountId)
    const subject = () =>
      describeTask(locale.value as Locale, { type: finished.type, name: finished.name, title: finished.subject })
    createActionNotice(
      notification,
      {
        type: TONE[finished.phase],
        title: () => t(`tasks.finished.${finished.phase}`, { subject: subject() }),
        content: () => {
          const found = account()
          return t('tasks.finished.body', { account: found ? accountLabel(found, t) : finished.accountLabel })
        },
        duration: finished.phase === 'done' ? 8_000 : 0,
      },
      {
        label: () => t('tasks.show'),
        ariaLabel: () => t('tasks.showResource', { title: subject() }),
        run: () => tasks.showResource(finished.accountId, finished.resource),
      },
    )
  }

  /** Records that the end was shown, so neither a restart nor another window repeats it. */
  function acknowledge(keys: string[]): void {
    if (keys.length > 0) call('tasks:acknowledge', { keys }).catch(() => undefined)
  }

  onBeforeUnmount(
    subscribe('tasks:finished', (finished) => {
      // A bulk action's ends are told once, with the last of them; every other end alone.
      if (!bulk.takeEnd(finished)) announce(finished)
      acknowledge([finished.key])
    }),
  )

  // Ends nobody saw (Hostdeck was closed, or no window was connected when they came): every one is shown now —
  // one by one when they fit beside the live notices, else in one notice — and only then acknowledged.
  void call('tasks:list')
    .then(({ recent }) => {
      const missed = recent.filter((task) => !task.announced).map(finishedOf)
      const title = () => t('tasks.whileClosed', { n: missed.length }, missed.length)
      if (missed.length > SHOWN_ONE_BY_ONE) announceMany(missed, { notification, t, locale, tasks }, title)
      else for (const task of missed) announce(task)
      acknowledge(missed.map((task) => task.key))
    })
    .catch(() => undefined)
}

/** Missed ends shown one notice each up to this many (the notices show 3 at most: one is left for a live end). */
export const SHOWN_ONE_BY_ONE = 2

function finishedOf(task: TaskView): TaskFinished {
  const phase = task.phase === 'failed' ? 'failed' : task.phase === 'done' ? 'done' : 'unknown'
  return {
    key: task.key,
    accountId: task.accountId,
    accountLabel: task.accountLabel,
    subject: task.title,
    type: task.type,
    name: task.name,
    title: task.title,
    phase,
    resource: task.resource,
  }
}

/** What a task notice is made with: the window's notifications and words, and the task centre. */
interface NoticeKit {
  notification: ReturnType<typeof useNotification>
  t: ReturnType<typeof useI18n>['t']
  locale: { value: string }
  tasks: ReturnType<typeof useTasksStore>
}

/**
 * Many ends at once (after a restart, or a bulk action's): one notice for all, which fits where several would push
 * each other out.
 */
function announceMany(ended: TaskFinished[], { notification, t, locale, tasks }: NoticeKit, title: () => string): void {
  const failed = ended.filter((task) => task.phase !== 'done').length
  createActionNotice(
    notification,
    {
      type: failed > 0 ? 'warning' : 'success',
      title,
      content: () => {
        const subjects = ended.map((task) =>
          describeTask(locale.value as Locale, { type: task.type, name: task.name, title: task.subject }),
        )
        const failures = failed > 0 ? ` ${t('tasks.whileClosedFailed', { n: failed }, failed)}` : ''
        return `${subjects.join(', ')}.${failures}`
      },
      duration: 0,
    },
    { label: () => t('tasks.openCentre'), run: () => (tasks.drawerOpen = true) },
  )
}
