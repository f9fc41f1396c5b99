import { describe, expect, it } from 'vitest'
import type { SecretStore } from '../ports'
import { chooseSecretStore } from './choose'

const store = (kind: SecretStore['kind']): SecretStore => ({
  kind,
  get: async () => null,
  set: async () => {},
  delete: async () => false,
})

describe('chooseSecretStore', () => {
  it('takes the keychain when it answers', async () => {
    expect((await chooseSecretStore([async () => store('keychain'), async () => store('safeStorage')])).kind).toBe(
      'keychain',
    )
  })

  it('falls back to safeStorage when the keychain is absent or throws', async () => {
    expect((await chooseSecretStore([async () => null, async () => store('safeStorage')])).kind).toBe('safeStorage')
    expect(
      (await chooseSecretStore([async () => Promise.reject(new Error('no dbus')), async () => store('safeStorage')]))
        .kind,
    ).toBe('safeStorage')
  })

  it('ends with a session-only store that forgets on quit', async () => {
    const chosen = await chooseSecretStore([async () => null, async () => null])
    expect(chosen.kind).toBe('session')
    await chosen.set('a', 'token')
    expect(await chosen.get('a')).toBe('token')
    expect(await chosen.delete('a')).toBe(true)
    expect(await chosen.get('a')).toBeNull()
  })
})
