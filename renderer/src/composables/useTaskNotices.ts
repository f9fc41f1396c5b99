import { h, onBeforeUnmount } from 'vue'
import { useI18n } from 'vue-i18n'
import { NButton, useNotification } from 'naive-ui'
import type { TaskFinished, TaskView } from '@shared/channels/tasks'
import { describeTask } from '@shared/models/task-text'
import type { Locale } from '@shared/contract'
import { call, subscribe } from '../api/client'
import { useAccountsStore } from '../stores/accounts'
import { useTasksStore } from '../stores/tasks'
import { accountLabel } from '../format/account-label'

const TONE = { done: 'success', failed: 'error', unknown: 'warning' } as const

/** An in-app notice when a task ends (both hosts; the desktop one adds a native notification when unfocused). */
export function useTaskNotices(): void {
  const { t, locale } = useI18n()
  const notification = useNotification()
  const tasks = useTasksStore()
  const accounts = useAccountsStore()

  function announce(finished: TaskFinished): void {
    const account = () => accounts.accounts.find((a) => a.id === finished.accountId)
    // Render functions, so an open notice follows a change of language.
    const notice = notification.create({
      type: TONE[finished.phase],
      title: () =>
        t(`tasks.finished.${finished.phase}`, {
          subject: describeTask(locale.value as Locale, {
            type: finished.type,
            name: finished.name,
            title: finished.subject,
          }),
        }),
      content: () => {
        const found = account()
        return t('tasks.finished.body', { account: found ? accountLabel(found, t) : finished.accountLabel })
      },
      duration: finished.phase === 'done' ? 8_000 : 0,
      keepAliveOnHover: true,
      action: () =>
        h(
          NButton,
          {
            text: true,
            type: 'primary',
            'aria-label': t('tasks.showResource', {
              title: describeTask(locale.value as Locale, {
                type: finished.type,
                name: finished.name,
                title: finished.subject,
              }),
            }),
            onClick: () => {
              notice.destroy()
              tasks.showResource(finished.accountId, finished.resource)
            },
          },
          () => t('tasks.show'),
        ),
    })
  }

  /** Records that the end was shown, so neither a restart nor another window repeats it. */
  function acknowledge(keys: string[]): void {
    if (keys.length > 0) call('tasks:acknowledge', { keys }).catch(() => undefined)
  }

  onBeforeUnmount(
    subscribe('tasks:finished', (finished) => {
      announce(finished)
      acknowledge([finished.key])
    }),
  )

  // Ends nobody saw (Hostdeck was closed, or no window was connected when they came): shown now.
  void call('tasks:list')
    .then(({ recent }) => {
      const missed = recent.filter((task) => !task.announced)
      for (const task of missed) announce(finishedOf(task))
      acknowledge(missed.map((task) => task.key))
    })
    .catch(() => undefined)
}

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
