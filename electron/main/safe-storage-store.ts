import { join } from 'node:path'
import type { SafeStorage } from 'electron'
import { z } from 'zod'
import type { SecretStore } from '../core/ports'
import { readJsonFile, writeJsonFile } from '../core/files/json-file'

const fileSchema = z.object({ version: z.literal(1), secrets: z.record(z.string(), z.string()) })

/**
 * Tokens encrypted by Electron's safeStorage, in secrets.json (ciphertext only). Used only when the OS
 * keychain is unreachable and safeStorage has a real backend: never 'basic_text', which is plaintext in
 * disguise on Linux.
 */
export function createSafeStorageSecretStore(
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> & {
    getSelectedStorageBackend?: () => string
  },
  dataDir: string,
): SecretStore | null {
  if (!safeStorage.isEncryptionAvailable()) return null
  const backend = safeStorage.getSelectedStorageBackend?.()
  if (backend === 'basic_text' || backend === 'unknown') return null
  const path = join(dataDir, 'secrets.json')
  async function load(): Promise<Record<string, string>> {
    const read = await readJsonFile(path, fileSchema)
    return read.status === 'ok' ? read.value.secrets : {}
  }
  return {
    kind: 'safeStorage',
    async get(account) {
      const cipher = (await load())[account]
      return cipher ? safeStorage.decryptString(Buffer.from(cipher, 'base64')) : null
    },
    async set(account, secret) {
      const secrets = await load()
      secrets[account] = safeStorage.encryptString(secret).toString('base64')
      await writeJsonFile(path, { version: 1, secrets })
    },
    async delete(account) {
      const secrets = await load()
      if (!(account in secrets)) return false
      delete secrets[account]
      await writeJsonFile(path, { version: 1, secrets })
      return true
    },
  }
}
