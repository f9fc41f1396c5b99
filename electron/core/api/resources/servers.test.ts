import { describe, expect, it } from 'vitest'
import type { Server } from '../../../shared/models/servers'
import { expectApiError, jsonBody, received, useApiKit } from '../test-kit'

let servers: Server[]
const kitOf = useApiKit(async (k) => {
  servers = await k.api.servers.list()
})

const named = (name: string) => {
  const server = servers.find((s) => s.name === name)
  if (!server) throw new Error(`demo data has ${name}`)
  return server
}

describe('servers', () => {
  it('list() reads servers with their network links', () => {
    expect(servers).toHaveLength(5)
    const web = named('web-01')
    expect(web).toMatchObject({ isPowerOn: true, cpu: 2, ram: 4096, hdd: 40, ip: '203.0.113.10', dcLocation: 'SdnSpb' })
    // The shared public network is known by its type: the live service gives it a real id (274), the seed none.
    expect(web.linkedNetworks.find((l) => l.networkType === 'PublicShared')).toMatchObject({
      isSharedPublic: true,
      networkId: kitOf().sandbox.dialect === 'real' ? 274 : null,
      id: expect.any(Number),
    })
    expect(web.linkedNetworks.filter((l) => l.isSharedPublic)).toHaveLength(1)
  })

  it('get(id) reads one server; an unknown id is notFound and keeps the feature', async () => {
    expect(await kitOf().api.servers.get(named('db-01').id)).toEqual(named('db-01'))
    const err = await expectApiError(kitOf().api.servers.get(999_999), 'notFound')
    expect(err.status).toBe(404)
    expect(err.endpoint).toBe('GET /server/{id}')
    expect(kitOf().api.capabilities.isSupported('servers.get')).toBe(true)
    expect(kitOf().api.capabilities.isSupported('servers.list')).toBe(true)
  })

  it('listActions() and getAction() read tasks with phases', async () => {
    const actions = await kitOf().api.servers.listActions(named('web-01').id)
    const reboot = actions.find((a) => a.type === 'PowerReboot')
    expect(reboot).toMatchObject({
      state: 'Completed',
      phase: 'done',
      progressPercent: null,
      startDate: expect.any(String),
    })
    if (!reboot) throw new Error('no reboot')
    expect(await kitOf().api.servers.getAction(named('web-01').id, reboot.id)).toEqual(reboot)
  })

  it('runAction() posts {Type} and answers the new task', async () => {
    const target = named('backup-01')
    const task = await kitOf().api.servers.runAction({ serverId: target.id, type: 'PowerOn' })
    expect(task).toMatchObject({ type: 'PowerOn', state: 'New', phase: 'pending' })
    const sent = received(kitOf().sandbox, 'POST', `/server/${target.id}/action`)
    expect(sent.headers['content-type']).toBe('application/json')
    expect(jsonBody(sent)).toEqual({ Type: 'PowerOn' })
  })

  it('runAction(AddNetwork) sends NetworkID, null for the shared public network', async () => {
    const staging = named('staging-01')
    const shared = staging.linkedNetworks.find((l) => l.networkType === 'PublicShared')
    if (!shared) throw new Error('staging is on the shared network')
    await kitOf().api.servers.runAction({ serverId: staging.id, type: 'RemoveNetwork', networkId: null })
    expect(jsonBody(received(kitOf().sandbox, 'POST', `/server/${staging.id}/action`))).toEqual({
      Type: 'RemoveNetwork',
      NetworkID: null,
    })
  })

  it('runAction(EditNetworkBandwidth) sends NetworkLinkID', async () => {
    const web = named('web-02')
    const link = web.linkedNetworks[0]
    if (!link) throw new Error('no link')
    await kitOf().api.servers.runAction({ serverId: web.id, type: 'EditNetworkBandwidth', networkLinkId: link.id })
    expect(jsonBody(received(kitOf().sandbox, 'POST', `/server/${web.id}/action`))).toEqual({
      Type: 'EditNetworkBandwidth',
      NetworkLinkID: link.id,
    })
  })

  it('deleteBatch() sends a JSON list of ids and reads the plain-text answer', async () => {
    const ids = [named('staging-01').id, named('backup-01').id]
    const text = await kitOf().api.servers.deleteBatch(ids)
    expect(text).toMatch(/Deletion of 2 server\(s\) has been started/)
    const sent = received(kitOf().sandbox, 'DELETE', '/server-batch')
    expect(sent.headers['content-type']).toBe('application/json')
    expect(jsonBody(sent)).toEqual(ids)
  })
})

describe('ssh keys and account', () => {
  // A well-formed ed25519 key blob: string "ssh-ed25519", then 32 bytes of key data.
  const field = (data: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, data.length]), data])
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(Buffer.alloc(32, 7))])
  const publicKey = `ssh-ed25519 ${blob.toString('base64')} user@test`

  it('lists, reads, creates and removes keys', async () => {
    const keys = await kitOf().api.sshKeys.list()
    expect(keys.map((k) => k.title)).toEqual(['Anna laptop', 'CI deploy'])
    const first = keys[0]
    if (!first) throw new Error('no key')
    expect(await kitOf().api.sshKeys.get(first.id)).toEqual(first)

    const created = await kitOf().api.sshKeys.create({ title: 'test', publicKey })
    expect(created).toMatchObject({ title: 'test', publicKey, isActive: true })
    const sent = received(kitOf().sandbox, 'POST', '/sshkey')
    expect(sent.headers['content-type']).toBe('application/json')
    expect(jsonBody(sent)).toEqual({ Title: 'test', PublicKey: publicKey })

    await kitOf().api.sshKeys.remove(created.id)
    expect(received(kitOf().sandbox, 'DELETE', `/sshkey/${created.id}`).body).toBe('')
    await expectApiError(kitOf().api.sshKeys.get(created.id), 'notFound')
  })

  it('a refused key carries the server’s Message', async () => {
    const err = await expectApiError(kitOf().api.sshKeys.create({ title: 'bad', publicKey: 'not a key' }), 'rejected')
    expect(err.serverMessage).toMatch(/^PublicKey/)
  })

  it('account.get() reads the balance', async () => {
    expect(await kitOf().api.account.get()).toMatchObject({
      id: expect.any(Number),
      firstName: 'Anna',
      balance: 12450.75,
    })
  })
})
