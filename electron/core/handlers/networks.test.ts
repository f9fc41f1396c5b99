import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicNetwork } from '../../shared/models/networks'
import { refusal, startDemoBackend } from './test-kit'

describe('network channels against the sandbox', () => {
  let t: Awaited<ReturnType<typeof startDemoBackend>>
  beforeAll(async () => {
    t = await startDemoBackend()
  })
  afterAll(() => t.close())

  it('renames a private network and is refused deleting one with servers, with the service’s words', async () => {
    const network = [...t.api().networks.values()][0]!
    await t.call('networks:rename', { id: network.ID, name: '  backbone ' })
    expect(JSON.parse(t.sandbox.requests.last('PUT', `/network/${network.ID}`)!.body)).toEqual({ Name: 'backbone' })
    const refused = await refusal(t.backend, 'networks:delete', { id: network.ID })
    expect(refused.kind).toBe('rejected')
    expect(refused.serverMessage).toMatch(/connected servers/)
    expect(await refusal(t.backend, 'networks:rename', { id: network.ID, name: '' })).toMatchObject({
      kind: 'invalidInput',
      field: 'name',
    })
  })

  it('orders a public network and changes its bandwidth; the bandwidth is checked before sending', async () => {
    const created = await t.call<PublicNetwork>('networks:createPublic', { name: 'edge', capacity: 8, bandwidth: 200 })
    expect(JSON.parse(t.sandbox.requests.last('POST', '/publicnetwork')!.body)).toEqual({
      Name: 'edge',
      NetworkCapacity: 'Network29',
      Bandwidth: 200,
    })
    expect(created).toMatchObject({ name: 'edge', bandwidth: 200 })
    await t.call('networks:updatePublic', { id: created.id, bandwidth: 500 })
    // Name and Bandwidth go together (the provider's editpubnet page, C1): the name from the snapshot.
    expect(JSON.parse(t.sandbox.requests.last('PUT', `/publicnetwork/${created.id}`)!.body)).toEqual({
      Name: 'edge',
      Bandwidth: 500,
    })
    for (const bandwidth of [5, 15, 1010]) {
      expect(await refusal(t.backend, 'networks:updatePublic', { id: created.id, bandwidth })).toMatchObject({
        kind: 'invalidInput',
        field: 'bandwidth',
      })
    }
  })
})
