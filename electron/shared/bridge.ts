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
  /**
   * Resolves once an invoke made now is sent at once (the browser host's event stream is open; invokes wait for
   * it). The desktop bridge has none: its invokes always go out at once. main.ts waits for it before the mount,
   * so the start-up calls travel while the shell mounts instead of after.
   */
  ready?(): Promise<void>
  /** Subscribes to a pushed event; returns the unsubscribe function. */
  on(event: string, listener: (payload: unknown) => void): () => void
}
