import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bridge, freshStores } from './test-kit'
import type { SessionState } from '@shared/contract'
import { HostdeckError } from '@shared/errors'
import { serviceCapabilities, type CapabilityKey } from '@shared/models'

vi.mock('../api/client', () => import('./test-kit').then((kit) => kit.pendingClient))
vi.mock('../i18n', () => ({ i18n: { global: { locale: { value: 'en' }, t: (key: string) => key } } }))

const { useCapabilitiesStore } = await import('./capabilities')
const { useSessionStore } = await import('./session')

let revision = 0
const switchTo = (accountId: string) =>
  useSessionStore().load(Promise.resolve({ revision: ++revision, accountId, status: 'ready' } as SessionState))
const refusing = (accountId: string, ...refused: CapabilityKey[]) =>
  serviceCapabilities(accountId, (key) => !refused.includes(key))
const asked = () => bridge.calls.filter((c) => c.channel === 'session:capabilities')

describe('capabilities store', () => {
  beforeEach(() => {
    freshStores()
  })

  it('offers everything until the service’s answer lands, then hides what it refused; asks once per account', async () => {
    await switchTo('acme')
    const capabilities = useCapabilitiesStore()
    capabilities.want()
    capabilities.want()
    expect(capabilities.servers).toBeNull()
    expect(asked()).toHaveLength(1)
    asked()[0]!.answer(refusing('acme', 'servers.copy', 'dns.createZone'))
    await vi.waitFor(() => expect(capabilities.servers).toMatchObject({ clone: false, create: true }))
    expect(capabilities.dns).toMatchObject({ createZone: false })
    capabilities.want()
    expect(asked()).toHaveLength(1)
  })

  it('after a switch of account shows none of the last one’s and asks for the new one’s', async () => {
    await switchTo('acme')
    const capabilities = useCapabilitiesStore()
    capabilities.want()
    asked()[0]!.answer(refusing('acme', 'images.delete'))
    await vi.waitFor(() => expect(capabilities.images).toEqual({ create: true, delete: false }))
    await switchTo('other')
    expect(capabilities.images).toBeNull()
    await vi.waitFor(() => expect(asked()).toHaveLength(2))
    asked()[1]!.answer(refusing('other'))
    await vi.waitFor(() => expect(capabilities.images).toEqual({ create: true, delete: true }))
  })

  it('keeps no answer that crossed a switch of account', async () => {
    await switchTo('acme')
    const capabilities = useCapabilitiesStore()
    capabilities.want()
    await switchTo('other')
    asked()[0]!.answer(refusing('acme', 'servers.create'))
    await vi.waitFor(() => expect(asked()).toHaveLength(2))
    expect(capabilities.servers).toBeNull()
  })

  it('learns again when a change is refused as unsupported, and not for other failures', async () => {
    await switchTo('acme')
    const capabilities = useCapabilitiesStore()
    const failed = (kind: 'unsupported' | 'notFound') =>
      capabilities.learning(Promise.reject(new HostdeckError({ kind, message: kind })))
    await expect(failed('notFound')).rejects.toMatchObject({ kind: 'notFound' })
    expect(asked()).toHaveLength(0)
    await expect(failed('unsupported')).rejects.toMatchObject({ kind: 'unsupported' })
    expect(asked()).toHaveLength(1)
    asked()[0]!.answer(refusing('acme', 'servers.resize'))
    await vi.waitFor(() => expect(capabilities.servers).toMatchObject({ resize: false }))
  })
})
