import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Preferences } from '../shared/contract'
import { createPreferenceStore } from './preferences'
import { createTestBackend } from './test-kit'
import { useCleanups } from './test-cleanups'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

describe('preferences', () => {
  const cleanups = useCleanups()

  it("take a first run's language from the system's languages until the user picks one", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-prefs-'))
    const store = createPreferenceStore(dataDir, quiet, { systemLanguages: ['ru-RU', 'en-US'] })
    expect(await store.get()).toMatchObject({ locale: 'ru', localeChosen: false })
    await store.update({ theme: 'dark' })
    expect(await createPreferenceStore(dataDir, quiet, { systemLanguages: ['en-US'] }).get()).toMatchObject({
      locale: 'ru',
      localeChosen: false,
    })
    await store.update({ locale: 'en' })
    const saved = JSON.parse(await readFile(join(dataDir, 'preferences.json'), 'utf8')) as Preferences
    expect(saved).toMatchObject({ locale: 'en', localeChosen: true, theme: 'dark' })
  })

  it('put a BOM in CSV exports by default on Windows only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-prefs-'))
    expect((await createPreferenceStore(dataDir, quiet, { platform: 'win32' }).get()).csvBom).toBe(true)
    expect((await createPreferenceStore(dataDir, quiet, { platform: 'darwin' }).get()).csvBom).toBe(false)
  })

  it('refuse a manual proxy without a usable address, saying what to write', async () => {
    const { backend } = await createTestBackend()
    cleanups.push(() => backend.dispose())
    for (const url of ['', 'proxy:3128', 'ftp://proxy:21', 'http://user:pw@proxy:3128', 'http://proxy:3128/x']) {
      const result = await backend.invoke('preferences:set', { proxy: { mode: 'manual', url } })
      expect(result.ok, url).toBe(false)
      if (!result.ok) expect(result.error.field).toBe('proxy.url')
    }
    const set = await backend.invoke('preferences:set', { proxy: { mode: 'manual', url: 'http://127.0.0.1:3128' } })
    expect(set).toMatchObject({ ok: true, value: { proxy: { mode: 'manual', url: 'http://127.0.0.1:3128' } } })
  })

  it('never save a proxy user or password, in any mode, and clean a file that holds one', async () => {
    const { backend, dataDir } = await createTestBackend()
    cleanups.push(() => backend.dispose())
    const file = () => readFile(join(dataDir, 'preferences.json'), 'utf8')
    for (const mode of ['system', 'direct'] as const) {
      for (const url of ['http://alice:s3cret@proxy:3128', 'alice:s3cret@proxy:3128', 'http://a:b/c@d@proxy:1']) {
        const set = await backend.invoke('preferences:set', { proxy: { mode, url } })
        expect(set, `${mode} ${url}`).toMatchObject({ ok: true, value: { proxy: { mode } } })
        expect(await file()).not.toMatch(/s3cret|alice|a:b/)
      }
    }
    const kept = await backend.invoke('preferences:set', { proxy: { mode: 'direct', url: 'http://proxy:3128' } })
    expect(kept).toMatchObject({ ok: true, value: { proxy: { url: 'http://proxy:3128' } } })

    const older = await mkdtemp(join(tmpdir(), 'hostdeck-prefs-'))
    const proxy = { mode: 'system', url: 'https://bob:hunter2@proxy.corp:8443' }
    await writeFile(join(older, 'preferences.json'), JSON.stringify({ version: 1, locale: 'en', theme: 'dark', proxy }))
    const store = createPreferenceStore(older, quiet)
    expect((await store.get()).proxy).toEqual({ mode: 'system', url: 'https://proxy.corp:8443' })
    await expect.poll(() => readFile(join(older, 'preferences.json'), 'utf8')).not.toMatch(/hunter2/)
  })

  it("keep the sidebar's width, refusing one outside its bounds and reading a broken one as never set", async () => {
    const { backend } = await createTestBackend()
    cleanups.push(() => backend.dispose())
    expect(await backend.invoke('preferences:get', undefined)).toMatchObject({ ok: true })
    expect(await backend.invoke('preferences:get', undefined)).not.toHaveProperty('value.sidebarWidth')
    for (const sidebarWidth of [199, 561, 300.5]) {
      const result = await backend.invoke('preferences:set', { sidebarWidth })
      expect(result.ok, String(sidebarWidth)).toBe(false)
      if (!result.ok) expect(result.error.field).toBe('sidebarWidth')
    }
    expect(await backend.invoke('preferences:set', { sidebarWidth: 412 })).toMatchObject({
      ok: true,
      value: { sidebarWidth: 412 },
    })
    expect(await backend.invoke('preferences:set', { sidebarWidth: null })).toMatchObject({
      ok: true,
      value: { sidebarWidth: null },
    })

    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-prefs-'))
    await writeFile(join(dataDir, 'preferences.json'), JSON.stringify({ version: 1, sidebarWidth: 9000 }))
    expect((await createPreferenceStore(dataDir, quiet).get()).sidebarWidth).toBeNull()
    await writeFile(join(dataDir, 'preferences.json'), JSON.stringify({ version: 1, sidebarWidth: 333 }))
    expect((await createPreferenceStore(dataDir, quiet).get()).sidebarWidth).toBe(333)
  })
})
