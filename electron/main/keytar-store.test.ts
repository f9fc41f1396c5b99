import { describe, expect, it } from 'vitest'
import { createKeytarSecretStore, keychainServiceName } from './keytar-store'

describe('the OS keychain through keytar', () => {
  it('round-trips a token, and deletes it', async (context) => {
    const store = await createKeytarSecretStore(`Hostdeck-test-${process.pid}`)
    if (!store) {
      // CI installs gnome-keyring and unlocks it: there, a missing keychain is a failure, never a skip.
      if (process.env.CI === 'true')
        throw new Error('No OS keychain answered (is gnome-keyring running and unlocked in this D-Bus session?)')
      context.skip()
      return
    }
    expect(store.kind).toBe('keychain')
    const token = `tok-${Math.random().toString(36).slice(2)}`
    await store.set('acct-1', token)
    expect(await store.get('acct-1')).toBe(token)
    expect(await store.delete('acct-1')).toBe(true)
    expect(await store.get('acct-1')).toBeNull()
    expect(await store.delete('acct-1')).toBe(false)
  })

  it('takes its service name from configuration, defaulting to Hostdeck', () => {
    expect(keychainServiceName({})).toBe('Hostdeck')
    expect(keychainServiceName({ HOSTDECK_KEYCHAIN_SERVICE: ' Hostdeck-e2e ' })).toBe('Hostdeck-e2e')
  })
})
