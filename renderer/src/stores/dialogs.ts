import { defineStore } from 'pinia'
import { computed, ref, shallowReactive } from 'vue'

/** Which app-wide dialogs are open; the dialogs themselves are mounted once, in AppShell. */
export const useDialogsStore = defineStore('dialogs', () => {
  const addAccount = ref(false)
  /** The account whose settings are open, or null. */
  const accountSettings = ref<string | null>(null)
  /** The app's Settings dialog (language, theme, proxy, notifications, start at login, log folder). */
  const appSettings = ref(false)

  return {
    addAccount,
    accountSettings,
    appSettings,
    openAppSettings: () => (appSettings.value = true),
    openAddAccount: () => (addAccount.value = true),
    openAccountSettings: (id: string) => (accountSettings.value = id),
  }
})

/** The dialogs open in this window (each one's context object): while one is, switching accounts elsewhere does
 * not move this window's pane. */
const openDialogs = shallowReactive(new Set<object>())

export function noteDialogOpen(dialog: object, open: boolean): void {
  if (open) openDialogs.add(dialog)
  else openDialogs.delete(dialog)
}

/** True while a dialog is open in this window (its form, and what it was typed for, must stay). */
export const anyDialogOpen = computed(() => openDialogs.size > 0)
