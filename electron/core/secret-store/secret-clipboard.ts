import { CLIPBOARD_CLEAR_SECONDS } from '../../shared/models/secrets'
import type { SecretCopied } from '../../shared/channels/secrets'
import type { ClipboardPort, Clock } from '../ports'

export interface SecretClipboard {
  /** Puts a secret on the clipboard, to be cleared in CLIPBOARD_CLEAR_SECONDS if it is still there. */
  copy(secret: string): SecretCopied
  /** Clears a secret still waiting to be cleared (the app is closing): it does not outlive the app. */
  dispose(): void
}

/**
 * The clipboard a copied secret goes through: cleared after a short time, and only when it still holds what was
 * copied (what the user copied since is theirs). Without a host clipboard, the window copies and clears.
 */
export function createSecretClipboard(port: ClipboardPort | undefined, clock: Clock): SecretClipboard {
  let waiting: { secret: string; handle: unknown } | null = null
  const clearIfOurs = (secret: string) => {
    if (port?.readText() === secret) port.writeText('')
  }
  return {
    copy(secret) {
      if (!port) return { clearAfterSeconds: CLIPBOARD_CLEAR_SECONDS, text: secret }
      if (waiting) clock.clearTimeout(waiting.handle)
      port.writeText(secret)
      const handle = clock.setTimeout(() => {
        waiting = null
        clearIfOurs(secret)
      }, CLIPBOARD_CLEAR_SECONDS * 1000)
      waiting = { secret, handle }
      return { clearAfterSeconds: CLIPBOARD_CLEAR_SECONDS }
    },
    dispose() {
      if (!waiting) return
      clock.clearTimeout(waiting.handle)
      clearIfOurs(waiting.secret)
      waiting = null
    },
  }
}
