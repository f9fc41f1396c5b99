import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { HostdeckBridge } from '../shared/bridge'
import { isChannelName, isEventName } from '../shared/contract'

// Only the contract's channels and events cross this bridge; the page never gets ipcRenderer itself.
const bridge: HostdeckBridge = {
  mode: 'desktop',
  invoke(channel, input, meta) {
    if (!isChannelName(channel)) {
      return Promise.resolve({
        ok: false,
        error: { kind: 'unknownChannel', message: `Unknown channel "${String(channel)}"` },
      })
    }
    return meta === undefined ? ipcRenderer.invoke(channel, input) : ipcRenderer.invoke(channel, input, meta)
  },
  on(event, listener) {
    if (!isEventName(event)) throw new Error(`Unknown event "${String(event)}"`)
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(event, forward)
    return () => void ipcRenderer.removeListener(event, forward)
  },
}

contextBridge.exposeInMainWorld('hostdeck', bridge)
