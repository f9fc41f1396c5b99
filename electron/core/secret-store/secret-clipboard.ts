import { CLIPBOARD_CLEAR_SECONDS } from '../../shared/models/secrets'
import type { SecretCopied } from '../../shared/channels/secrets'
import type { ClipboardPort, Clock } from '../ports'

export interface SecretClipboard {
  /** Puts a secret on the clipboard, to be cleared in CLIPBOARD_CLEAR_SECONDS if it is still there. */
  copy(secret: string): Promise<SecretCopied>
  /** Clears a secret still waiting to be cleared (the app is closing): it does not outlive the app. */
  dispose(): Promise<void>
}

/**
 * The clipboard a copied secret goes through: cleared after a short time, and only when it still holds what was
 * copied (what the user copied since is theirs). Without a host clipboard, the window copies and clears.
 */
export function createSecretClipboard(port: ClipboardPort | undefined, clock: Clock): SecretClipboard {
  let waiting: { secret: string; handle: unknown } | null = null
  const clearIfOurs = async (secret: string) => {
    if (port && (await port.readText()) === secret) await port.writeText('')
  }
  return {
    async copy(secret) {
      if (!port) return { clearAfterSeconds: CLIPBOARD_CLEAR_SECONDS, text: secret }
      if (waiting) clock.clearTimeout(waiting.handle)
      await port.writeText(secret)
      const handle = clock.setTimeout(() => {
        waiting = null
        // A clipboard that cannot be read now is left as it is: nothing is cleared that might be the user's.
        clearIfOurs(secret).catch(() => undefined)
      }, CLIPBOARD_CLEAR_SECONDS * 1000)
      waiting = { secret, handle }
      return { clearAfterSeconds: CLIPBOARD_CLEAR_SECONDS }
    },
    async dispose() {
      if (!waiting) return
      const { secret, handle } = waiting
      waiting = null
      clock.clearTimeout(handle)
      await clearIfOurs(secret).catch(() => undefined)
    },
  }
}
