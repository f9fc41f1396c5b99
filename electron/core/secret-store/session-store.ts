import type { SecretStore } from '../ports'

/** Keeps secrets in memory only: the fallback when no keychain can be reached. Nothing touches the disk. */
export function createSessionSecretStore(): SecretStore {
  const secrets = new Map<string, string>()
  return {
    kind: 'session',
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => void secrets.set(account, secret),
    delete: async (account) => secrets.delete(account),
  }
}
