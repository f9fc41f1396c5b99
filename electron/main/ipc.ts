import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { channelNames, eventNames } from '../shared/contract'
import type { InvokeResult } from '../shared/errors'
import type { Backend } from '../core/backend'
import { isSameOrigin } from './security'

const forbidden: InvokeResult<never> = {
  ok: false,
  error: { kind: 'forbidden', message: 'This request did not come from the Hostdeck window and was refused.' },
}

/**
 * Registers one ipcMain handler per contract channel. Each checks that the calling frame is the app's own page
 * before the backend (which validates the input) sees anything. Returns the disposer.
 */
export function registerContractIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  backend: Backend,
  appOrigin: string,
): () => void {
  for (const name of channelNames) {
    ipcMain.handle(name, async (event: IpcMainInvokeEvent, input: unknown, meta?: unknown) => {
      if (!isSameOrigin(event.senderFrame?.url, appOrigin)) return forbidden
      return backend.invoke(name, input, meta)
    })
  }
  return () => channelNames.forEach((name) => ipcMain.removeHandler(name))
}

/** Forwards every pushed event of the contract to the window; returns the disposer. */
export function forwardEvents(backend: Backend, send: (event: string, payload: unknown) => void): () => void {
  const stops = eventNames.map((name) => backend.on(name, (payload) => send(name, payload)))
  return () => stops.forEach((stop) => stop())
}
