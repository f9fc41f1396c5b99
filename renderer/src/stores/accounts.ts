import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AccountSummary } from '../../../electron/shared/contract'
import { call, subscribe } from '../api/client'

export const useAccountsStore = defineStore('accounts', () => {
  const accounts = ref<AccountSummary[]>([])
  const active = computed(() => accounts.value.find((account) => account.active))

  async function load(): Promise<void> {
    accounts.value = await call('accounts:list')
  }

  subscribe('accounts:changed', (next) => {
    accounts.value = next
  })

  return { accounts, active, load }
})
