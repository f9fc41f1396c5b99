import { describe, expect, it } from 'vitest'
import type { FleetSettings } from '../../shared/channels/fleet'
import { createTestBackend, invokeOrThrow } from '../test-kit'
import { useCleanups } from '../test-cleanups'

describe('fleet settings through the channel', () => {
  const cleanups = useCleanups()

  it('keeps settings only for accounts that exist: an unknown id is refused and not stored', async () => {
    const { backend } = await createTestBackend()
    cleanups.push(() => backend.dispose())
    const unknown = await backend.invoke('fleet:updateSettings', { accountId: 'no-such-account', watch: false })
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'notFound', field: 'accountId' } })
    const kept = await invokeOrThrow<FleetSettings>(backend, 'fleet:updateSettings', { accountId: 'demo', warn: false })
    expect(kept.warnAccounts).toEqual({ demo: false })
    const settings = await invokeOrThrow<FleetSettings>(backend, 'fleet:settings')
    expect(Object.keys({ ...settings.watch, ...settings.warnAccounts })).toEqual(['demo'])
  })
})
