import { defineStore } from 'pinia'
import { ref } from 'vue'

/** Which app-wide dialogs are open; the dialogs themselves are mounted once, in AppShell. */
export const useDialogsStore = defineStore('dialogs', () => {
  const addAccount = ref(false)
  /** The account whose settings are open, or null. */
  const accountSettings = ref<string | null>(null)

  return {
    addAccount,
    accountSettings,
    openAddAccount: () => (addAccount.value = true),
    openAccountSettings: (id: string) => (accountSettings.value = id),
  }
})
