import { describe, expect, it } from 'vitest'
import type { AccountSummary } from '../../shared/contract'
import type { JournalEntry } from '../../shared/channels/journal'
import { startDemoBackend } from '../handlers/test-kit'
import { useStarted } from '../test-cleanups'
import { guardRefusal } from './guard'

describe('an account’s guard rail', () => {
  const startDemo = useStarted(startDemoBackend)

  /** The Demo account under `guard`, and one of its servers that is off. */
  async function guarded(guard: AccountSummary['guard']) {
    const demo = await startDemo()
    await demo.call('accounts:update', { id: 'demo', guard })
    const server = [...demo.api().servers.values()].find((s) => !s.IsPowerOn)
    if (!server) throw new Error('the demo data has no server that is off')
    demo.sandbox.requests.clear()
    return { ...demo, serverId: server.ID }
  }
  const writes = (demo: Awaited<ReturnType<typeof guarded>>) =>
    demo.sandbox.requests.all().filter((request) => request.method !== 'GET')

  it('read-only refuses every change with the reason before a request reaches the service, and journals nothing', async () => {
    const demo = await guarded('readOnly')
    const result = await demo.backend.invoke('servers:runAction', { serverId: demo.serverId, type: 'PowerOn' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'readOnly' } })
    expect(!result.ok && result.error.message).toMatch(/read-only: nothing was sent/)
    const typed = await demo.backend.invoke(
      'servers:runAction',
      { serverId: demo.serverId, type: 'PowerOn' },
      { confirmAccount: 'Demo' },
    )
    expect(typed).toMatchObject({ ok: false, error: { kind: 'readOnly' } })
    expect(writes(demo)).toEqual([])
    expect(await demo.call<JournalEntry[]>('journal:list', { accountId: 'demo' })).toEqual([])
    // Reads still work.
    await expect(demo.call('servers:actions', { serverId: demo.serverId })).resolves.toBeInstanceOf(Array)
  })

  it('protected needs the account’s name typed: missing or wrong sends nothing, the name sends the change', async () => {
    const demo = await guarded('protected')
    const input = { serverId: demo.serverId, type: 'PowerOn' }
    expect(await demo.backend.invoke('servers:runAction', input)).toMatchObject({
      ok: false,
      error: { kind: 'confirmAccount' },
    })
    expect(await demo.backend.invoke('servers:runAction', input, { confirmAccount: 'demo' })).toMatchObject({
      ok: false,
      error: { kind: 'confirmAccount', message: expect.stringMatching(/not “Demo”/) },
    })
    expect(writes(demo)).toEqual([])
    expect(await demo.backend.invoke('servers:runAction', input, { confirmAccount: ' Demo ' })).toMatchObject({
      ok: true,
    })
    expect(writes(demo).map((r) => r.route)).toEqual(['/server/:id/action'])
  })

  it('protected turns bulk delete off, even with the name typed', async () => {
    const demo = await guarded('protected')
    const ids = [...demo.api().servers.keys()].slice(0, 2)
    const result = await demo.backend.invoke('servers:deleteBatch', { ids }, { confirmAccount: 'Demo' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'protected' } })
    expect(writes(demo)).toEqual([])
  })

  it('weakening a guard rail needs the account’s name too; then normal lets every change through', async () => {
    const demo = await guarded('readOnly')
    const weaken = (meta?: object) => demo.backend.invoke('accounts:update', { id: 'demo', guard: 'normal' }, meta)
    expect(await weaken()).toMatchObject({ ok: false, error: { kind: 'confirmAccount' } })
    expect(await weaken({ confirmAccount: 'Bank' })).toMatchObject({ ok: false, error: { kind: 'confirmAccount' } })
    // Made stronger or left as it is, no name is needed.
    expect(
      await demo.backend.invoke('accounts:update', { id: 'demo', guard: 'readOnly', label: 'Demo' }),
    ).toMatchObject({
      ok: true,
    })
    expect(await weaken({ confirmAccount: 'Demo' })).toMatchObject({ ok: true })
    await demo.call('servers:runAction', { serverId: demo.serverId, type: 'PowerOn' })
    expect(writes(demo)).toHaveLength(1)
  })
})

describe('guardRefusal', () => {
  const call = (channel: string, input: unknown) => ({ channel, input })
  it('judges one change by the mode, the typed name and whether it deletes several', () => {
    const shop = (guard: AccountSummary['guard']) => ({ label: 'Shop', guard })
    expect(guardRefusal(shop('normal'), {}, call('servers:deleteBatch', { ids: [1, 2] }))).toBeNull()
    expect(guardRefusal(shop('readOnly'), { confirmAccount: 'Shop' }, null)?.kind).toBe('readOnly')
    expect(guardRefusal(shop('protected'), { confirmAccount: 'Shop' }, call('dns:deleteRecord', {}))).toBeNull()
    expect(
      guardRefusal(shop('protected'), { confirmAccount: 'Shop', bulk: true }, call('dns:deleteRecord', {}))?.kind,
    ).toBe('protected')
    expect(
      guardRefusal(shop('protected'), { confirmAccount: 'Shop', bulk: true }, call('servers:runAction', {})),
    ).toBeNull()
    expect(guardRefusal(shop('protected'), { confirmAccount: 'shop' }, null)?.kind).toBe('confirmAccount')
  })
})
