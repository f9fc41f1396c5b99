import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppInfo } from '@shared/contract'
import { call } from '../api/client'

export const useAppStore = defineStore('app', () => {
  const info = ref<AppInfo>()

  async function load(answer: Promise<AppInfo> = call('app:info')): Promise<void> {
    info.value = await answer
  }

  return { info, load }
})
