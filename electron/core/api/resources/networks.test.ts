import { describe, expect, it } from 'vitest'
import { expectApiError, jsonBody, received, useApiKit } from '../test-kit'

const kitOf = useApiKit()

describe('networks and locations', () => {
  it('list() reads the list form (ID, no CIDR) with linked servers', async () => {
    const networks = await kitOf().api.networks.list()
    const backend = networks.find((n) => n.name === 'app-backend')
    expect(backend).toMatchObject({ state: 'Active', cidr: null, isDhcp: true, dcLocation: 'SdnSpb' })
    expect(backend?.linkedServers).toHaveLength(3)
    expect(backend?.linkedServers[0]).toMatchObject({
      id: expect.any(Number),
      serverId: expect.any(Number),
      linkState: 'Active',
    })
  })

  it('create() sends {Name, IsDHCP, DCLocation} and reads the create form (Id, CIDR, FromPool)', async () => {
    const moscow = (await kitOf().api.locations.list()).find((l) => /msk/i.test(l.techTitle))!.techTitle
    const created = await kitOf().api.networks.create({ name: 'lab', isDhcp: true, dcLocation: moscow })
    expect(created).toMatchObject({ name: 'lab', state: 'FromPool', isDhcp: true, dcLocation: moscow })
    expect(created.cidr).toMatch(/\/\d+$/)
    const sent = received(kitOf().sandbox, 'POST', '/network')
    expect(sent.headers['content-type']).toBe('application/json')
    expect(jsonBody(sent)).toEqual({ Name: 'lab', IsDHCP: true, DCLocation: moscow })
  })

  it('create() without a location leaves DCLocation out (the default location)', async () => {
    const created = await kitOf().api.networks.create({ name: 'default-loc', isDhcp: false })
    expect(jsonBody(received(kitOf().sandbox, 'POST', '/network'))).toEqual({ Name: 'default-loc', IsDHCP: false })
    expect(created.dcLocation).toBe('SdnSpb')
  })

  it('locations.list() reads /dcLocation', async () => {
    const locations = await kitOf().api.locations.list()
    // The real dialect says which pools and backups a location offers; the seed is silent (null: not ruled out).
    const flag = kitOf().sandbox.dialect === 'real' ? true : null
    const pools = { lowPool: flag, highPool: flag, backups: flag }
    expect(locations[0]).toEqual({
      id: 1,
      techTitle: 'SdnSpb',
      title: expect.any(String),
      shortTitle: expect.any(String),
      city: kitOf().sandbox.dialect === 'real' ? 'Санкт-Петербург' : null,
      country: kitOf().sandbox.dialect === 'real' ? 'Россия' : null,
      ...pools,
    })
  })

  it('listPublic() and getPublic(id)', async () => {
    const [pub] = await kitOf().api.networks.listPublic()
    if (!pub) throw new Error('demo data has a public network')
    expect(pub).toMatchObject({ name: 'shop-frontend', cidr: '203.0.113.32/29', state: 'Active' })
    expect(await kitOf().api.networks.getPublic(pub.id)).toEqual(pub)
  })

  it('deletePublic(id) answers the deletion task', async () => {
    const [pub] = await kitOf().api.networks.listPublic()
    if (!pub) throw new Error('no public network')
    const task = await kitOf().api.networks.deletePublic(pub.id)
    expect(task).toMatchObject({
      type: 'DeletePublicNetwork',
      state: 'New',
      phase: 'pending',
      progressPercent: 0,
      title: expect.any(String),
    })
    const sent = received(kitOf().sandbox, 'DELETE', `/publicnetwork/${pub.id}`)
    expect(sent.body).toBe('')
    expect(sent.headers['content-type']).toBeUndefined()
  })

  it('a server refusal names the field in serverMessage', async () => {
    const err = await expectApiError(
      kitOf().api.networks.create({ name: 'x', isDhcp: true, dcLocation: 'Nowhere' }),
      'rejected',
    )
    expect(err.serverMessage).toMatch(/^DCLocation/)
    expect(err.endpoint).toBe('POST /network')
  })
})
