import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppInfo } from '@shared/contract'
import { call, subscribe } from '../api/client'

export const useAppStore = defineStore('app', () => {
  const info = ref<AppInfo>()
  /** False while the browser host's event stream is gone (the host stopped): what is shown may be stale. */
  const hostConnected = ref(true)
  subscribe('app:hostConnection', ({ connected }) => (hostConnected.value = connected))

  async function load(answer: Promise<AppInfo> = call('app:info')): Promise<void> {
    info.value = await answer
  }

  return { info, hostConnected, load }
})
