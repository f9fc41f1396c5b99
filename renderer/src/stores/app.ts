import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppInfo } from '@shared/contract'
import { call } from '../api/client'

export const useAppStore = defineStore('app', () => {
  const info = ref<AppInfo>()

  async function load(): Promise<void> {
    info.value = await call('app:info')
  }

  return { info, load }
})
