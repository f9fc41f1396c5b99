import type { InvokeResult } from './errors'
import type { HostMode, InvokeMeta } from './channels/app'

/**
 * What the renderer finds on `window.hostdeck`: exposed by the preload in the desktop app, built over
 * loopback HTTP in the browser host. Untyped on purpose at this seam; the renderer's client adds the
 * contract's types on top.
 */
export interface HostdeckBridge {
  readonly mode: HostMode
  /** `meta` travels beside the input for every channel (see invokeMetaSchema); the backend validates it. */
  invoke(channel: string, input?: unknown, meta?: InvokeMeta): Promise<InvokeResult<unknown>>
  /** Subscribes to a pushed event; returns the unsubscribe function. */
  on(event: string, listener: (payload: unknown) => void): () => void
}
