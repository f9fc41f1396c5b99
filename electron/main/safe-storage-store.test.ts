import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSafeStorageSecretStore } from './safe-storage-store'

/** A stand-in for Electron's safeStorage: reversible, but never the plaintext. */
function fakeSafeStorage(backend: string, available = true) {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (text: string) =>
      Buffer.from(text.split('').reverse().join(''), 'utf8').map((b) => b ^ 0x5a) as Buffer,
    decryptString: (data: Buffer) =>
      Buffer.from(data.map((b) => b ^ 0x5a))
        .toString('utf8')
        .split('')
        .reverse()
        .join(''),
  }
}

describe('safeStorage secret store', () => {
  it('is not used when encryption is unavailable or the backend is basic_text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-safe-'))
    expect(createSafeStorageSecretStore(fakeSafeStorage('gnome_libsecret', false), dir)).toBeNull()
    expect(createSafeStorageSecretStore(fakeSafeStorage('basic_text'), dir)).toBeNull()
  })

  it('keeps only ciphertext on disk and round-trips tokens', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-safe-'))
    const store = createSafeStorageSecretStore(fakeSafeStorage('kwallet5'), dir)!
    expect(store.kind).toBe('safeStorage')
    await store.set('a', 'very-secret-token')
    expect(await store.get('a')).toBe('very-secret-token')
    expect(await readFile(join(dir, 'secrets.json'), 'utf8')).not.toContain('very-secret-token')
    expect(await store.delete('a')).toBe(true)
    expect(await store.get('a')).toBeNull()
    expect(await store.delete('a')).toBe(false)
  })
})
