import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestBackend } from './test-kit'

async function makeBackend() {
  return (await createTestBackend({ appVersion: '9.9.9' })).backend
}

describe('backend dispatch', () => {
  it('answers app:info from its deps', async () => {
    const backend = await makeBackend()
    expect(await backend.invoke('app:info', undefined)).toEqual({
      ok: true,
      value: {
        name: 'Hostdeck',
        version: '9.9.9',
        platform: 'linux',
        mode: 'browser',
        secretStorage: 'session',
        notices: [],
        logFolder: null,
      },
    })
  })

  it('refuses an unknown channel without throwing', async () => {
    const backend = await makeBackend()
    const result = await backend.invoke('fs:readFile', { path: '/etc/passwd' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'unknownChannel' } })
  })

  it('names the field of an input that fails its schema, and the handler never runs', async () => {
    const backend = await makeBackend()
    const result = await backend.invoke('preferences:set', { locale: 'de' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'locale' } })
    // The refused value was not stored.
    expect(await backend.invoke('preferences:get', undefined)).toMatchObject({ ok: true, value: { locale: 'en' } })
  })

  it('refuses extra keys rather than passing them through', async () => {
    const backend = await makeBackend()
    const result = await backend.invoke('preferences:set', { locale: 'ru', evil: true })
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalidInput' } })
  })

  it('persists preferences across backends on the same data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-prefs-'))
    const deps = { mode: 'desktop' as const, dataDir }
    const { backend: first } = await createTestBackend(deps)
    await first.invoke('preferences:set', { locale: 'ru' })
    // One host per data folder: the next one starts once the first has closed.
    await first.dispose()
    const { backend: second } = await createTestBackend(deps)
    expect(await second.invoke('preferences:get', undefined)).toMatchObject({ value: { locale: 'ru' } })
    await second.dispose()
  })

  it('lists the Demo account', async () => {
    const backend = await makeBackend()
    const result = await backend.invoke('accounts:list', undefined)
    expect(result).toMatchObject({ ok: true, value: [{ id: 'demo', label: 'Demo', kind: 'demo', active: true }] })
  })
})
