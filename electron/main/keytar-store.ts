import type { SecretStore } from '../core/ports'

interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>
}

/**
 * The OS keychain through keytar (an optional dependency). Resolves to null when keytar is not installed or
 * no keychain answers, so the caller can fall back. No Electron import: the browser host uses it too.
 */
export async function createKeytarSecretStore(service: string): Promise<SecretStore | null> {
  let keytar: KeytarModule
  try {
    // Loaded as CommonJS its functions may sit on `default` (the bundle's interop) or on the module itself.
    const loaded: KeytarModule & { default?: KeytarModule } = await import('keytar')
    keytar = loaded.default ?? loaded
    // A round trip through the service proves a keychain is reachable and unlocked.
    await keytar.findCredentials(service)
  } catch {
    return null
  }
  return {
    kind: 'keychain',
    get: (account) => keytar.getPassword(service, account),
    set: (account, secret) => keytar.setPassword(service, account, secret),
    delete: (account) => keytar.deletePassword(service, account),
  }
}

/** The keychain service name: configurable so tests and the user's real keychain never mix. */
export function keychainServiceName(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOSTDECK_KEYCHAIN_SERVICE?.trim() || 'Hostdeck'
}
