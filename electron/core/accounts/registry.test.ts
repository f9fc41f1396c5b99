import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAccountRegistry } from './registry'

const quiet = { info() {}, warn() {}, error() {} }

describe('account registry: refresh cadence', () => {
  it('reads files written before the setting with the default, and keeps them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const old = { id: 'a1', label: 'Acme', baseUrl: 'https://api.example.com', authScheme: 'Bearer', color: '#2080f0', createdAt: '2025-01-01T00:00:00Z' }
    const odd = { ...old, id: 'a2', label: 'Odd', refreshSeconds: 5 }
    const off = { ...old, id: 'a3', label: 'Off', refreshSeconds: null }
    await writeFile(join(dir, 'accounts.json'), JSON.stringify({ version: 1, activeId: 'a1', accounts: [old, odd, off] }))
    const registry = createAccountRegistry(dir, quiet)
    expect((await registry.get('a1'))?.refreshSeconds).toBe(60)
    // Out of range: the default, not an unreadable file moved aside.
    expect((await registry.get('a2'))?.refreshSeconds).toBe(60)
    expect((await registry.get('a3'))?.refreshSeconds).toBeNull()
    expect(registry.takeRecoveryNotice()).toBeNull()
    expect(await readdir(dir)).toEqual(['accounts.json'])
  })

  it('saves a changed cadence, off included', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const registry = createAccountRegistry(dir, quiet)
    const added = await registry.add({ label: 'Acme', baseUrl: 'https://api.example.com', authScheme: 'Bearer', color: '#2080f0' })
    expect(added.refreshSeconds).toBe(60)
    await registry.update(added.id, { refreshSeconds: null })
    const saved = JSON.parse(await readFile(join(dir, 'accounts.json'), 'utf8')) as { accounts: Array<{ id: string; refreshSeconds: unknown }> }
    expect(saved.accounts.find((a) => a.id === added.id)?.refreshSeconds).toBeNull()
    expect((await createAccountRegistry(dir, quiet).get(added.id))?.refreshSeconds).toBeNull()
  })
})
