import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppInfo } from '@shared/contract'
import type { UpdateCheck } from '@shared/models/updates'
import { call, subscribe } from '../api/client'

export const useAppStore = defineStore('app', () => {
  const info = ref<AppInfo>()
  /** A newer version the feed announced (after the start's quiet check, or Help → Check for updates). */
  const update = ref<UpdateCheck | null>(null)
  /** False while the browser host's event stream is gone (the host stopped): what is shown may be stale. */
  const hostConnected = ref(true)
  subscribe('app:hostConnection', ({ connected }) => (hostConnected.value = connected))

  async function load(answer: Promise<AppInfo> = call('app:info')): Promise<void> {
    info.value = await answer
  }

  /** The diagnostics report, put on the clipboard (Help → Copy diagnostics). */
  async function copyDiagnostics(): Promise<void> {
    const { text } = await call('app:diagnostics')
    await navigator.clipboard.writeText(text)
  }

  async function checkUpdates(): Promise<UpdateCheck> {
    const found = await call('app:checkUpdates')
    if (found.newer) update.value = found
    return found
  }

  /** True from "Download and restart" until the app restarts into the new version (or the download fails). */
  const installing = ref(false)

  /** Downloads the announced version and restarts into it (the desktop app's electron-updater); a failure is thrown. */
  async function installUpdate(): Promise<void> {
    installing.value = true
    try {
      await call('app:installUpdate')
    } catch (error) {
      installing.value = false
      throw error
    }
  }

  subscribe('app:updateAvailable', (found) => (update.value = found))

  return { info, update, installing, hostConnected, load, copyDiagnostics, checkUpdates, installUpdate }
})
