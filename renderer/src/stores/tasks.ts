import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { TaskList } from '@shared/channels/tasks'
import type { ResourceRef } from '@shared/resources'
import { call, subscribe } from '../api/client'
import { notifyError } from '../notify'
import { useAccountsStore } from './accounts'
import { useSelectionStore } from './selection'

/** Every followed task of every account, as the backend pushes it; and the task centre drawer. */
export const useTasksStore = defineStore('tasks', () => {
  const list = shallowRef<TaskList>({ running: [], recent: [] })
  /** When `list` arrived: a running task's elapsed time keeps growing from its `elapsedMs` since then. */
  const receivedAt = ref(Date.now())
  const drawerOpen = ref(false)
  const runningCount = computed(() => list.value.running.length)

  function adopt(next: TaskList): void {
    list.value = next
    receivedAt.value = Date.now()
  }

  async function load(): Promise<void> {
    adopt(await call('tasks:list'))
  }

  async function dismiss(key: string): Promise<void> {
    adopt(await call('tasks:dismiss', { key }))
  }

  async function clearFinished(): Promise<void> {
    adopt(await call('tasks:clearFinished'))
  }

  /** Shows a task's resource: switches to its account first when another one is active. */
  async function openResource(accountId: string, resource: ResourceRef): Promise<void> {
    const accounts = useAccountsStore()
    if (accounts.active?.id !== accountId) await accounts.switchTo(accountId)
    useSelectionStore().select(resource)
    drawerOpen.value = false
  }

  subscribe('tasks:changed', adopt)
  /** openResource for callers that do not wait for it (a notification's button, the host): failures are reported here. */
  function showResource(accountId: string, resource: ResourceRef): void {
    openResource(accountId, resource).catch((error: unknown) => notifyError(error, 'opening a task’s resource'))
  }

  // The desktop host asks for this when a native notification or a tray entry is clicked.
  subscribe('app:focusResource', ({ accountId, resource }) => showResource(accountId, resource))

  return { list, receivedAt, drawerOpen, runningCount, load, dismiss, clearFinished, openResource, showResource }
})
