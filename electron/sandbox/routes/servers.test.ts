import { describe, expect, it } from 'vitest'
import { serverView } from '../dialects/servers'
import type { PrivateNetwork } from '../state/network-types'
import type { Server, ServerAction } from '../state/server-types'
import type { CustomerState } from '../state/types'
import { expectFields, ISO_WITHOUT_ZONE, SEED_LINK_FIELDS, type TestSandbox, useDemoSandbox } from '../test-kit'
import { serviceClockReplacer } from '../dialects/service-clock'

let t: TestSandbox
let state: CustomerState
useDemoSandbox({}, (s) => ({ t, state } = s))

const byName = (name: string): Server => {
  const server = [...state.servers.values()].find((s) => s.Name === name)
  if (!server) throw new Error(`no demo server ${name}`)
  return server
}
const networkNamed = (name: string): PrivateNetwork => {
  const network = [...state.networks.values()].find((n) => n.Name === name)
  if (!network) throw new Error(`no demo network ${name}`)
  return network
}
type Msg = { Message: string }

describe('GET /server, /server/{id}', () => {
  it('lists servers with the extension fields, some on and some off', async () => {
    const res = await t.api<Server[]>('GET', '/server')
    expect(res.status).toBe(200)
    expect(res.json.length).toBeGreaterThanOrEqual(3)
    expect(res.json.length).toBeLessThanOrEqual(5)
    expect(new Set(res.json.map((s) => s.IsPowerOn))).toEqual(new Set([true, false]))
    for (const s of res.json) {
      expect(s).toMatchObject({
        ID: expect.any(Number),
        Name: expect.any(String),
        State: expect.any(String),
        CPU: expect.any(Number),
        RAM: expect.any(Number),
        HDD: expect.any(Number),
        IP: expect.any(String),
        DCLocation: expect.any(String),
      })
      expectFields(s.LinkedNetworks, SEED_LINK_FIELDS)
    }
  })

  it('answers one server by id', async () => {
    const web = byName('web-01')
    expect((await t.api<Server>('GET', `/server/${web.ID}`)).json).toEqual(
      JSON.parse(JSON.stringify(serverView(state, web, 'seed'), serviceClockReplacer)),
    )
  })
})

describe('server actions', () => {
  it('lists the history of a server', async () => {
    const res = await t.api<ServerAction[]>('GET', `/server/${byName('web-01').ID}/action`)
    expect(res.json[0]).toMatchObject({ Type: 'Create', State: 'Completed' })
    expect(res.json[0]?.StartDate).toMatch(ISO_WITHOUT_ZONE)
  })

  it('runs PowerOff: New, then InProgress with StartDate, then Completed with EndDate and the server off (still Active)', async () => {
    const web = byName('web-02')
    const created = await t.api<ServerAction>('POST', `/server/${web.ID}/action`, { body: { Type: 'PowerOff' } })
    expect(created.status).toBe(200)
    expect(created.json).toEqual({ ID: expect.any(Number), Type: 'PowerOff', State: 'New' })
    const path = `/server/${web.ID}/action/${created.json.ID}`

    await t.step()
    const running = await t.api<ServerAction>('GET', path)
    expect(running.json.State).toBe('InProgress')
    expect(running.json.StartDate).toMatch(ISO_WITHOUT_ZONE)
    expect(running.json.EndDate).toBeUndefined()
    expect((await t.api<Server>('GET', `/server/${web.ID}`)).json.IsPowerOn).toBe(true)

    await t.step()
    const done = await t.api<ServerAction>('GET', path)
    expect(done.json).toMatchObject({
      State: 'Completed',
      StartDate: expect.stringMatching(ISO_WITHOUT_ZONE),
      EndDate: expect.stringMatching(ISO_WITHOUT_ZONE),
    })
    expect((await t.api<Server>('GET', `/server/${web.ID}`)).json).toMatchObject({ IsPowerOn: false, State: 'Active' })
    expect((await t.api<ServerAction[]>('GET', `/server/${web.ID}/action`)).json.at(-1)?.ID).toBe(created.json.ID)
  })

  it.each([
    ['PowerOn', 'backup-01', true],
    ['PowerReboot', 'web-01', true],
    ['ShutDownGuestOS', 'db-01', false],
  ])('runs %s on %s', async (Type, name, on) => {
    const server = byName(name)
    await t.api('POST', `/server/${server.ID}/action`, { body: { Type } })
    await t.step(2)
    expect(state.servers.get(server.ID)).toMatchObject({ IsPowerOn: on, State: 'Active' })
  })

  it('adds a server to a private network of its location, on both sides, and removes it again', async () => {
    const staging = byName('staging-01')
    const web = byName('web-01')
    const backend = networkNamed('app-backend')
    const removed = await t.api('POST', `/server/${web.ID}/action`, {
      body: { Type: 'RemoveNetwork', NetworkID: backend.ID },
    })
    expect(removed.status).toBe(200)
    await t.step(2)
    expect(web.LinkedNetworks.some((l) => l.NetworkID === backend.ID)).toBe(false)
    expect(backend.LinkedServers.some((l) => l.ServerID === web.ID)).toBe(false)

    await t.api('POST', `/server/${web.ID}/action`, { body: { Type: 'AddNetwork', NetworkID: backend.ID } })
    await t.step(1)
    expect(web.LinkedNetworks.some((l) => l.NetworkID === backend.ID)).toBe(false)
    await t.step(1)
    const link = web.LinkedNetworks.find((l) => l.NetworkID === backend.ID)
    expect(link).toMatchObject({ LinkState: 'Active', NetworkType: 'Private', NetworkName: 'app-backend' })
    expect(backend.LinkedServers).toContainEqual({
      LinkState: 'Active',
      IP: link?.IP,
      MAC: link?.MAC,
      ServerID: web.ID,
      LinkID: link?.LinkID,
    })

    const elsewhere = await t.api<Msg>('POST', `/server/${staging.ID}/action`, {
      body: { Type: 'AddNetwork', NetworkID: backend.ID },
    })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.json.Message).toMatch(/^NetworkID: .*SdnSpb/)
  })

  it('uses NetworkID null for the shared public network', async () => {
    const db = byName('db-01')
    await t.api('POST', `/server/${db.ID}/action`, { body: { Type: 'RemoveNetwork', NetworkID: null } })
    await t.step(2)
    expect(db.LinkedNetworks.some((l) => l.NetworkType === 'PublicShared')).toBe(false)
    await t.api('POST', `/server/${db.ID}/action`, { body: { Type: 'AddNetwork', NetworkID: null } })
    await t.step(2)
    expect(db.LinkedNetworks.find((l) => l.NetworkID === null)).toMatchObject({
      NetworkType: 'PublicShared',
      IP: db.IP,
    })
  })

  it('changes bandwidth on one of the server links', async () => {
    const web = byName('web-01')
    const linkId = web.LinkedNetworks[0]?.LinkID
    const res = await t.api<ServerAction>('POST', `/server/${web.ID}/action`, {
      body: { Type: 'EditNetworkBandwidth', NetworkLinkID: linkId },
    })
    expect(res.status).toBe(200)
    await t.step(2)
    expect(state.serverActions.get(web.ID)?.at(-1)).toMatchObject({ Type: 'EditNetworkBandwidth', State: 'Completed' })
  })

  it.each([
    [{}, 'Type: is required'],
    [
      { Type: 'Explode' },
      'Type: must be one of PowerOn, PowerOff, PowerReboot, ShutDownGuestOS, AddNetwork, RemoveNetwork, EditNetworkBandwidth',
    ],
    [{ Type: 'AddNetwork' }, /^NetworkID: is required/],
    [{ Type: 'AddNetwork', NetworkID: 'x' }, /^NetworkID: /],
    [{ Type: 'AddNetwork', NetworkID: 424242 }, 'NetworkID: no network with id 424242'],
    [{ Type: 'AddNetwork', NetworkID: null }, /^NetworkID: .*already connected/],
    [{ Type: 'RemoveNetwork', NetworkID: 424242 }, /^NetworkID: .*not connected/],
    [{ Type: 'EditNetworkBandwidth' }, /^NetworkLinkID: is required/],
    [{ Type: 'EditNetworkBandwidth', NetworkLinkID: 1 }, /^NetworkLinkID: server \d+ has no network link 1$/],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await t.api<Msg>('POST', `/server/${byName('web-01').ID}/action`, { body })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })

  it('refuses to link a network that is not active yet', async () => {
    const created = await t.api<{ Id: number }>('POST', '/network', { body: { Name: 'fresh' } })
    const res = await t.api<Msg>('POST', `/server/${byName('web-01').ID}/action`, {
      body: { Type: 'AddNetwork', NetworkID: created.json.Id },
    })
    expect(res.json.Message).toMatch(/^NetworkID: network \d+ is not active \(state New\)$/)
  })

  it('answers 404 for an unknown server or an action of another server', async () => {
    const [a, b] = [byName('web-01'), byName('web-02')]
    const actionOfA = state.serverActions.get(a.ID)?.[0]?.ID
    expect((await t.api('GET', `/server/${b.ID}/action/${actionOfA}`)).status).toBe(404)
    expect((await t.api('GET', '/server/1/action')).status).toBe(404)
    expect((await t.api('POST', '/server/1/action', { body: { Type: 'PowerOn' } })).status).toBe(404)
  })
})

describe('DELETE /server-batch', () => {
  it('answers plain text, marks the servers Deleting, then removes them and their links', async () => {
    const [web, db] = [byName('web-02'), byName('db-01')]
    const res = await t.api('DELETE', '/server-batch', { body: [web.ID, db.ID] })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.text).toContain(`${web.ID}, ${db.ID}`)
    expect(res.json).toBeUndefined()
    expect((await t.api<Server>('GET', `/server/${web.ID}`)).json.State).toBe('Deleting')
    await t.step()
    expect((await t.api('GET', `/server/${web.ID}`)).status).toBe(404)
    expect((await t.api('GET', `/server/${db.ID}/action`)).status).toBe(404)
    expect(networkNamed('app-backend').LinkedServers.map((s) => s.ServerID)).toEqual([byName('web-01').ID])
  })

  it('refuses the whole batch when one id is unknown', async () => {
    const web = byName('web-02')
    const res = await t.api<Msg>('DELETE', '/server-batch', { body: [web.ID, 999] })
    expect(res.status).toBe(404)
    expect(res.json.Message).toBe('Server 999 not found')
    expect(web.State).toBe('Active')
  })

  it.each([[{ ids: [1] }], [[]], [['1']], [[1.5]]])('refuses the body %j with 400', async (body) => {
    const res = await t.api<Msg>('DELETE', '/server-batch', { body })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(/^(Body|\[0\]): /)
  })
})
