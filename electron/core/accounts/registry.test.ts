import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAccountRegistry } from './registry'
import { fillingFs } from '../files/test-kit'

const quiet = { info() {}, warn() {}, error() {} }
/** An account as an older Hostdeck wrote it: none of the fields added since. */
const OLD_RECORD = {
  id: 'a1',
  label: 'Acme',
  baseUrl: 'https://api.example.com',
  authScheme: 'Bearer',
  color: '#2080f0',
  createdAt: '2025-01-01T00:00:00Z',
}

describe('account registry: refresh cadence', () => {
  it('reads files written before the setting with the default, and keeps them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const old = OLD_RECORD
    const odd = { ...old, id: 'a2', label: 'Odd', refreshSeconds: 5 }
    const off = { ...old, id: 'a3', label: 'Off', refreshSeconds: null }
    await writeFile(
      join(dir, 'accounts.json'),
      JSON.stringify({ version: 1, activeId: 'a1', accounts: [old, odd, off] }),
    )
    const registry = createAccountRegistry(dir, quiet)
    expect((await registry.get('a1'))?.refreshSeconds).toBe(60)
    // Out of range: the default, not an unreadable file moved aside.
    expect((await registry.get('a2'))?.refreshSeconds).toBe(60)
    expect((await registry.get('a3'))?.refreshSeconds).toBeNull()
    expect(registry.takeNotices()).toEqual([])
    expect(await readdir(dir)).toEqual(['accounts.json'])
  })

  it('saves a changed cadence, off included', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const registry = createAccountRegistry(dir, quiet)
    const added = await registry.add({
      label: 'Acme',
      baseUrl: 'https://api.example.com',
      authScheme: 'Bearer',
      color: '#2080f0',
    })
    expect(added.refreshSeconds).toBe(60)
    await registry.update(added.id, { refreshSeconds: null })
    const saved = JSON.parse(await readFile(join(dir, 'accounts.json'), 'utf8')) as {
      accounts: Array<{ id: string; refreshSeconds: unknown }>
    }
    expect(saved.accounts.find((a) => a.id === added.id)?.refreshSeconds).toBeNull()
    expect((await createAccountRegistry(dir, quiet).get(added.id))?.refreshSeconds).toBeNull()
  })
})

describe('account registry: nothing lost', () => {
  const account = (id: string) => ({
    id,
    label: id,
    baseUrl: 'https://api.example.com',
    authScheme: 'Bearer',
    color: '#2080f0',
    createdAt: '2025-01-01T00:00:00Z',
  })

  it('two first reads of a corrupt file at once set it aside once, and the notice says so once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    await writeFile(join(dir, 'accounts.json'), '{ not json')
    const registry = createAccountRegistry(dir, quiet)
    const [a, b] = await Promise.all([registry.all(), registry.all()])
    expect(a).toBe(b)
    expect((await readdir(dir)).filter((f) => f.includes('.corrupt-'))).toHaveLength(1)
    expect(registry.takeNotices()).toEqual([
      expect.stringMatching(/^The account list could not be read and was set aside/),
    ])
    expect(registry.takeNotices()).toEqual([])
  })

  it('one bad record or a newer format never costs the other accounts: kept, written back, and said', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const bad = { id: 'broken', label: 42 }
    const newer = { ...account('a2'), tags: ['prod'] }
    await writeFile(
      join(dir, 'accounts.json'),
      JSON.stringify({ version: 2, activeId: 'a1', accounts: [account('a1'), bad, newer] }),
    )
    const registry = createAccountRegistry(dir, quiet)
    expect((await registry.all()).map((a) => a.id)).toEqual(['demo', 'a1', 'a2'])
    expect(registry.takeNotices()).toEqual([
      '1 account in accounts.json could not be read. It is kept in the file unchanged; the others are shown.',
      expect.stringMatching(/newer Hostdeck/),
    ])
    await registry.update('a1', { label: 'Acme' })
    const saved = JSON.parse(await readFile(join(dir, 'accounts.json'), 'utf8')) as {
      version: number
      accounts: unknown[]
    }
    expect(saved.version).toBe(2)
    expect(saved.accounts).toContainEqual(bad)
    expect(saved.accounts).toContainEqual(expect.objectContaining({ id: 'a2', tags: ['prod'] }))
  })

  it('a save that fails (a full disk) changes neither the file nor what the app believes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const accounts = Array.from({ length: 30 }, (_, i) => account(`a${i}`))
    await writeFile(join(dir, 'accounts.json'), JSON.stringify({ version: 1, activeId: 'demo', accounts }))
    const before = await readFile(join(dir, 'accounts.json'), 'utf8')
    const registry = createAccountRegistry(dir, quiet, () => new Date(), fillingFs(4_096))
    await expect(registry.setActive('a7')).rejects.toMatchObject({
      kind: 'disk',
      message: expect.stringMatching(/^The disk is full/),
    })
    expect(await registry.activeId()).toBe('demo')
    await expect(
      registry.add({ label: 'phantom', baseUrl: 'https://api.example.com', authScheme: 'Bearer', color: '#2080f0' }),
    ).rejects.toMatchObject({ kind: 'disk' })
    expect((await registry.all()).some((a) => a.label === 'phantom')).toBe(false)
    expect(await readFile(join(dir, 'accounts.json'), 'utf8')).toBe(before)
    expect((await createAccountRegistry(dir, quiet).all()).length).toBe(31)
  })
})

describe('account registry: a folder where the file should be', () => {
  it('says accounts.json is a folder and what to do, instead of a raw EISDIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    await mkdir(join(dir, 'accounts.json'))
    const registry = createAccountRegistry(dir, quiet)
    await expect(registry.all()).rejects.toThrow(/accounts\.json is a folder, not a file.*Move that folder aside/)
  })
})

describe('account registry: a record without a colour', () => {
  it('is still shown, in the first colour', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const plain = { id: 'a1', label: 'Acme', baseUrl: 'https://api.example.com', authScheme: 'Bearer' }
    await writeFile(
      join(dir, 'accounts.json'),
      JSON.stringify({ version: 1, activeId: 'a1', accounts: [{ ...plain, createdAt: '2025-01-01T00:00:00Z' }] }),
    )
    const registry = createAccountRegistry(dir, quiet)
    expect(await registry.get('a1')).toMatchObject({ label: 'Acme', color: expect.stringMatching(/^#/) })
    expect(registry.takeNotices()).toEqual([])
  })
})

describe('account registry: guard rails', () => {
  it('reads files written before guard rails as normal, a mode it does not know as read-only, and saves a change', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-registry-'))
    const old = OLD_RECORD
    const newer = { ...old, id: 'a2', label: 'Newer', guard: 'approvalNeeded' }
    await writeFile(join(dir, 'accounts.json'), JSON.stringify({ version: 1, activeId: 'a1', accounts: [old, newer] }))
    const registry = createAccountRegistry(dir, quiet)
    expect((await registry.get('a1'))?.guard).toBe('normal')
    expect((await registry.get('a2'))?.guard).toBe('readOnly')
    expect((await registry.get('demo'))?.guard).toBe('normal')
    await registry.update('a1', { guard: 'protected' })
    const saved = JSON.parse(await readFile(join(dir, 'accounts.json'), 'utf8')) as {
      accounts: Array<{ id: string; guard?: unknown }>
    }
    expect(saved.accounts.find((a) => a.id === 'a1')?.guard).toBe('protected')
    expect(registry.takeNotices()).toEqual([])
  })
})
