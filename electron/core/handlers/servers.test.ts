import { describe, expect, it } from 'vitest'
import { DEMO_TOKEN, startSandbox, type SandboxHandle } from '../../sandbox'
import { createCloudApi } from '../api'
import type { Backend } from '../ports'
import type { TrackRequest } from '../tasks/types'
import { buildServerHandlers } from './servers'
import { buildNetworkHandlers } from './networks'
import type { ResourceContext } from './resource-context'
import { invokeOrThrow, waitForSession } from '../test-kit'
import { startDemoBackend } from './test-kit'
import { useStarted } from '../test-cleanups'

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL test@ed25519'

describe('server, network and SSH key channels', () => {
  const startDemo = useStarted(startDemoBackend)
  const startPlainSandbox = useStarted(startSandbox)

  async function setup() {
    const demo = await startDemo()
    return { sandbox: demo.sandbox, backend: demo.backend, state: demo.api }
  }

  const call = <T>(backend: Backend, channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)

  const serverNamed = (sandbox: SandboxHandle, name: string) =>
    [...sandbox.state(DEMO_TOKEN).servers.values()].find((s) => s.Name === name)!

  it('reads a server’s action history and runs an action that the snapshot then shows', async () => {
    const { sandbox, backend } = await setup()
    const staging = serverNamed(sandbox, 'staging-01')
    const before = await call<Array<{ type: string }>>(backend, 'servers:actions', { serverId: staging.ID })
    expect(before.map((a) => a.type)).toEqual(['Create', 'PowerOff'])

    const action = await call<{ type: string; phase: string }>(backend, 'servers:runAction', {
      serverId: staging.ID,
      type: 'PowerOn',
    })
    expect(action).toMatchObject({ type: 'PowerOn', phase: 'pending' })
    expect(JSON.parse(sandbox.requests.last('POST', '/server/*/action')!.body)).toEqual({ Type: 'PowerOn' })

    await expect.poll(() => staging.IsPowerOn, { timeout: 5000 }).toBe(true)
    await call(backend, 'session:reread', { reason: 'check', sections: ['servers'] })
    const state = await waitForSession(
      backend,
      (s) => s.snapshot?.servers?.find((x) => x.id === staging.ID)?.isPowerOn === true,
    )
    expect(state.status).toBe('ready')
  })

  it('connects the shared public network with NetworkID null and refuses a network action without a network', async () => {
    const { sandbox, backend } = await setup()
    const backup = serverNamed(sandbox, 'backup-01')
    const shared = backup.LinkedNetworks.find((l) => l.NetworkID === null)!
    await call(backend, 'servers:runAction', { serverId: backup.ID, type: 'RemoveNetwork', networkId: null })
    expect(JSON.parse(sandbox.requests.last('POST', '/server/*/action')!.body)).toEqual({
      Type: 'RemoveNetwork',
      NetworkID: null,
    })
    await expect
      .poll(() => backup.LinkedNetworks.some((l) => l.LinkID === shared.LinkID), { timeout: 5000 })
      .toBe(false)

    const refused = await backend.invoke('servers:runAction', { serverId: backup.ID, type: 'AddNetwork' })
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'networkId' } })
    const noLink = await backend.invoke('servers:runAction', { serverId: backup.ID, type: 'EditNetworkBandwidth' })
    expect(noLink).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'networkLinkId' } })
  })

  it('deletes servers in one batch request with their ids', async () => {
    const { sandbox, backend, state } = await setup()
    const ids = ['backup-01', 'staging-01'].map((name) => serverNamed(sandbox, name).ID)
    const answer = await call<string>(backend, 'servers:deleteBatch', { ids })
    expect(answer).toMatch(/Deletion of 2 server/)
    expect(JSON.parse(sandbox.requests.last('DELETE', '/server-batch')!.body)).toEqual(ids)
    await expect.poll(() => ids.filter((id) => state().servers.has(id)).length, { timeout: 5000 }).toBe(0)
    expect(await backend.invoke('servers:deleteBatch', { ids: [] })).toMatchObject({
      ok: false,
      error: { field: 'ids' },
    })
  })

  it('creates a private network in the chosen location, and in St. Petersburg when none is given', async () => {
    const { sandbox, backend } = await setup()
    const moscow = sandbox.dialect === 'real' ? 'DsMsk' : 'SdnMsk'
    const made = await call<{ name: string; dcLocation: string }>(backend, 'networks:create', {
      name: ' lab ',
      isDhcp: true,
      dcLocation: moscow,
    })
    expect(made).toMatchObject({ name: 'lab', dcLocation: moscow })
    expect(JSON.parse(sandbox.requests.last('POST', '/network')!.body)).toEqual({
      Name: 'lab',
      IsDHCP: true,
      DCLocation: moscow,
    })
    await call(backend, 'networks:create', { name: 'plain', isDhcp: false })
    expect(JSON.parse(sandbox.requests.last('POST', '/network')!.body)).toEqual({ Name: 'plain', IsDHCP: false })
    const bad = await backend.invoke('networks:create', { name: '  ', isDhcp: false })
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'name' } })
    expect(bad.ok === false && bad.error.message).toMatch('Give the network a name')
  })

  it('deletes a public network', async () => {
    const { sandbox, backend, state } = await setup()
    const [network] = [...state().publicNetworks.values()]
    const task = await call<{ type: string }>(backend, 'networks:deletePublic', { id: network!.ID })
    expect(task.type).toBe('DeletePublicNetwork')
    expect(sandbox.requests.last('DELETE', '/publicnetwork/*')!.path).toBe(`/publicnetwork/${network!.ID}`)
    await expect.poll(() => state().publicNetworks.has(network!.ID), { timeout: 5000 }).toBe(false)
  })

  it('adds an SSH key (normalised) and removes it; an invalid key never reaches the API', async () => {
    const { sandbox, backend, state } = await setup()
    const key = await call<{ id: number; title: string }>(backend, 'sshKeys:create', {
      title: 'laptop',
      publicKey: `  ${ED25519}\n`,
    })
    expect(JSON.parse(sandbox.requests.last('POST', '/sshkey')!.body)).toEqual({ Title: 'laptop', PublicKey: ED25519 })
    expect(state().sshKeys.get(key.id)?.Title).toBe('laptop')

    const posts = sandbox.counter.count('POST', '/sshkey')
    const bad = await backend.invoke('sshKeys:create', {
      title: 'x',
      publicKey: 'ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL',
    })
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'publicKey' } })
    expect(bad.ok === false && bad.error.message).toMatch(/for ssh-ed25519, but the line says ssh-rsa/)
    expect(sandbox.counter.count('POST', '/sshkey')).toBe(posts)

    await call(backend, 'sshKeys:remove', { id: key.id })
    expect(state().sshKeys.has(key.id)).toBe(false)
  })

  it('hands every task it starts to the tracker, titled in the user’s words', async () => {
    const sandbox = await startPlainSandbox({ paceMs: 20 })
    const api = createCloudApi({ baseUrl: sandbox.baseUrl, token: DEMO_TOKEN })
    const tracked: TrackRequest[] = []
    // Task titles come from what the snapshot already knows: no look-up is sent before the write.
    const known = { servers: await api.servers.list(), publicNetworks: await api.networks.listPublic() }
    const ctx: ResourceContext = {
      mutate: (_sections, change) => change(api, 'acct-1', known),
      read: (fetch) => fetch(api, 'acct-1'),
      cancel: () => false,
      tasks: { track: (request) => void tracked.push(request), dispose: () => {} },
    }
    const handlers = { ...buildServerHandlers({ resources: ctx }), ...buildNetworkHandlers({ resources: ctx }) }
    const web = serverNamed(sandbox, 'web-01')
    sandbox.counter.reset()
    await handlers['servers:runAction']({ serverId: web.ID, type: 'PowerOff' })
    expect(sandbox.counter.count('GET', '/server/:id')).toBe(0)
    const [network] = [...sandbox.state(DEMO_TOKEN).publicNetworks.values()]
    await handlers['networks:deletePublic']({ id: network!.ID })
    expect(tracked).toMatchObject([
      {
        accountId: 'acct-1',
        source: { kind: 'serverAction', serverId: web.ID },
        title: 'Power off web-01',
        resource: { kind: 'server', id: web.ID },
        task: { type: 'PowerOff' },
      },
      {
        accountId: 'acct-1',
        source: { kind: 'publicNetworkDeletion', networkId: network!.ID },
        title: 'Delete public network shop-frontend',
        resource: { kind: 'publicNetwork', id: network!.ID },
        task: { type: 'DeletePublicNetwork' },
      },
    ])
  })
})
