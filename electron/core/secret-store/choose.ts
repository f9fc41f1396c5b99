import type { SecretStore } from '../ports'
import { createSessionSecretStore } from './session-store'

/**
 * The first secret store that answers, in order of preference (OS keychain, then Electron's safeStorage on a
 * real keyring); otherwise the session-only store, and the UI warns that tokens will not be remembered.
 */
export async function chooseSecretStore(
  candidates: ReadonlyArray<() => Promise<SecretStore | null>>,
): Promise<SecretStore> {
  for (const candidate of candidates) {
    try {
      const store = await candidate()
      if (store) return store
    } catch {
      // An unusable store is the same as an absent one: try the next.
    }
  }
  return createSessionSecretStore()
}
