import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCloudApi } from '../cloud-api'
import { expectApiError, TEST_TOKEN } from '../test-kit'

/**
 * A stand-in for the live service answering as the public evidence shows (REAL-API.md): each route's answer is set
 * by the test, every request is kept with its body.
 */
type Answer = [status: number, body: string]
const answers = new Map<string, (path: string) => Answer>()
const seen: Array<{ route: string; body: unknown }> = []
let server: http.Server
let baseUrl: string

const json = (value: unknown): Answer => [200, JSON.stringify(value)]
const empty: Answer = [200, '']
const answer = (route: string, reply: Answer | ((path: string) => Answer)) =>
  answers.set(route, typeof reply === 'function' ? reply : () => reply)
const bodyOf = (route: string) => seen.find((s) => s.route === route)?.body

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const path = (req.url ?? '').replace(/\/\d+/g, '/{id}')
      const route = `${req.method} ${path}`
      seen.push({ route, body: text === '' ? undefined : JSON.parse(text) })
      const [status, body] = answers.get(route)?.(req.url ?? '') ?? [404, JSON.stringify({ Message: 'not set' })]
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  answers.clear()
  seen.length = 0
})

const apiOf = (madeImages?: () => Promise<readonly number[]>) =>
  createCloudApi({ baseUrl, token: TEST_TOKEN, retries: 0, ...(madeImages && { madeImages }) })

const liveServer = { ID: 7, Name: 'web-02', State: 'Active', IsPowerOn: true, CPU: 1, RAM: 1024, HDD: 20 }

describe('an empty 2xx is the service’s success (C6 lib/onecloud.rb, C1 DeleteNetwork)', () => {
  it.each([
    ['DELETE /network/{id}', (api: ReturnType<typeof apiOf>) => api.networks.remove(5)],
    ['PUT /network/{id}', (api: ReturnType<typeof apiOf>) => api.networks.rename({ id: 5, name: 'lan' })],
    [
      'POST /publicnetwork',
      (api: ReturnType<typeof apiOf>) => api.networks.createPublic({ name: 'edge', capacity: 8, bandwidth: 100 }),
    ],
    [
      'PUT /publicnetwork/{id}',
      (api: ReturnType<typeof apiOf>) => api.networks.updatePublic({ id: 5, name: 'edge', bandwidth: 200 }),
    ],
    ['PUT /ssl/{id}', (api: ReturnType<typeof apiOf>) => api.ssl.setAutoRenew(5, true)],
    ['POST /ssl/{id}/action', (api: ReturnType<typeof apiOf>) => api.ssl.action(5, 'revalidate')],
  ])('%s', async (route, call) => {
    answer(route, empty)
    await expect(call(apiOf())).resolves.toBeFalsy()
    expect(seen.map((s) => s.route)).toEqual([route])
  })

  it('elsewhere an empty answer is still unreadable, and a write that may have been made says so', async () => {
    answer('POST /network', empty)
    const error = await expectApiError(apiOf().networks.create({ name: 'lan', isDhcp: false }), 'unexpectedResponse')
    expect(error.uncertain).toBe(true)
  })
})

describe('rebuild answers the server (C1 Sync.cs RebuildServer, C2 actions/rebuild.rb)', () => {
  /** GET /server/{id}/action answers `before` until the rebuild is posted, then `after`. */
  const actionsAround = (before: unknown[], after: unknown[]) =>
    answer('GET /server/{id}/action', () =>
      json(seen.some((s) => s.route === 'POST /server/{id}/rebuild') ? after : before),
    )

  it('follows the action that appeared after the request (the one that says rebuild first), whatever order the list is in', async () => {
    answer('POST /server/{id}/rebuild', json({ ...liveServer, State: 'New' }))
    const old = { ID: 90, Type: 'Rebuild', State: 'Completed' }
    actionsAround([old], [old, { ID: 121, Type: 'PowerOn', State: 'New' }, { ID: 120, Type: 'Rebuild', State: 'New' }])
    const action = await apiOf().servers.rebuild({ serverId: 7, imageId: 4301 })
    expect(action).toMatchObject({ id: 120, type: 'Rebuild', state: 'New' })
    expect(bodyOf('POST /server/{id}/rebuild')).toEqual({ ImageId: 4301 })
  })

  it('no evidence of the rebuild’s type word (issue 52, row 4): the new action is followed whatever its type, never an old Rebuild', async () => {
    answer('POST /server/{id}/rebuild', json({ ...liveServer, State: 'New' }))
    const old = { ID: 90, Type: 'Rebuild', State: 'Completed' }
    actionsAround([old], [{ ID: 130, Type: 'ReinstallOS', State: 'InProgress' }, old])
    expect(await apiOf().servers.rebuild({ serverId: 7, imageId: 4301 })).toMatchObject({
      id: 130,
      type: 'ReinstallOS',
    })
    expect(seen.map((s) => s.route)).toEqual([
      'GET /server/{id}/action',
      'POST /server/{id}/rebuild',
      'GET /server/{id}/action',
    ])
  })

  it('takes an action answered at once, and answers null when nothing new shows', async () => {
    answer('POST /server/{id}/rebuild', json({ ID: 44, Type: 'Rebuild', State: 'New' }))
    answer('GET /server/{id}/action', json([]))
    expect(await apiOf().servers.rebuild({ serverId: 7, imageId: 1 })).toMatchObject({ id: 44 })
    expect(seen.map((s) => s.route)).toEqual(['GET /server/{id}/action', 'POST /server/{id}/rebuild'])
    answer('POST /server/{id}/rebuild', json(liveServer))
    expect(await apiOf().servers.rebuild({ serverId: 7, imageId: 1 })).toBeNull()
  })

  it('resizes with {CPU, RAM, HDD, HDDType, IsHighPerformance} (N2)', async () => {
    answer('PUT /server/{id}', json({ ID: 3, Type: 'Resize', State: 'New' }))
    const size = { serverId: 7, cpu: 2, ram: 2048, hdd: 40, hddType: 'SSD' as const, isHighPerformance: true }
    expect(await apiOf().servers.resize(size)).toMatchObject({ type: 'Resize' })
    expect(bodyOf('PUT /server/{id}')).toEqual({ CPU: 2, RAM: 2048, HDD: 40, HDDType: 'SSD', IsHighPerformance: true })
  })
})

describe('public networks as the provider documents them', () => {
  it('orders a block by its name (NetworkCapacity "Network29" for 8 addresses)', async () => {
    answer('POST /publicnetwork', json({ Id: 9, Name: 'edge', NetworkCapacity: 'Network29' }))
    const made = await apiOf().networks.createPublic({ name: 'edge', capacity: 8, bandwidth: 100 })
    expect(made).toMatchObject({ id: 9, networkCapacity: 'Network29' })
    expect(bodyOf('POST /publicnetwork')).toEqual({ Name: 'edge', NetworkCapacity: 'Network29', Bandwidth: 100 })
  })

  it('edits with Name and Bandwidth together: what the form left alone comes from the snapshot, else a read', async () => {
    answer('PUT /publicnetwork/{id}', empty)
    const known = { id: 5, name: 'front', bandwidth: 100 } as Parameters<
      ReturnType<typeof apiOf>['networks']['updatePublic']
    >[1]
    await apiOf().networks.updatePublic({ id: 5, bandwidth: 300 }, known)
    expect(bodyOf('PUT /publicnetwork/{id}')).toEqual({ Name: 'front', Bandwidth: 300 })
    seen.length = 0
    answer('GET /publicnetwork/{id}', json({ Id: 5, Name: 'front', Bandwidth: '50', NetworkCapacity: 16 }))
    await apiOf().networks.updatePublic({ id: 5, name: 'back' })
    expect(seen).toEqual([
      { route: 'GET /publicnetwork/{id}', body: undefined },
      { route: 'PUT /publicnetwork/{id}', body: { Name: 'back', Bandwidth: 50 } },
    ])
  })
})

describe('SSL order (randomhero177/1Cloud common/panel/Scripts/SSL/ssl-create.js)', () => {
  const order = {
    productId: 3,
    domain: 'shop.example.com',
    dcvMethod: 'Email' as const,
    period: 12,
    sanDomains: ['api.example.com'],
    firstname: 'Anna',
    lastname: 'Ivanova',
    email: 'admin@example.com',
    phone: '+7 900 000 00 00',
    orgName: 'Shop',
    orgCountry: 'RU',
    orgCity: 'SPb',
  }

  it('sends the panel’s names and the certificate’s spellings beside them; without a CSR, the one to make', async () => {
    answer('POST /ssl', json({ ID: 31, Domain: 'shop.example.com', State: 'New' }))
    expect(await apiOf().ssl.order(order)).toMatchObject({ id: 31, state: 'New' })
    expect(bodyOf('POST /ssl')).toMatchObject({
      ProductId: 3,
      ProductID: 3,
      Period: 12,
      DcvMethod: 'Email',
      ApproverEmail: 'admin@example.com',
      AdminFirstname: 'Anna',
      Firstname: 'Anna',
      AdminLastname: 'Ivanova',
      Lastname: 'Ivanova',
      Phone: '+7 900 000 00 00',
      Csr: { Domain: 'shop.example.com', Organization: 'Shop', Country: 'RU', City: 'SPb' },
      IsWildCard: false,
      SanDomains: [{ Domain: 'api.example.com' }],
    })
    expect(bodyOf('POST /ssl')).not.toHaveProperty('CsrCode')
  })

  it('sends a CSR of the user’s own as CsrCode, and never takes a {Message} answer for an order made', async () => {
    const csr = '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----'
    answer('POST /ssl', json({ Message: 'Недостаточно средств' }))
    const error = await expectApiError(apiOf().ssl.order({ ...order, csr }), 'rejected')
    expect(error.serverMessage).toBe('Недостаточно средств')
    expect(error.uncertain).toBeFalsy()
    expect(bodyOf('POST /ssl')).toMatchObject({ CsrCode: csr })
    expect(bodyOf('POST /ssl')).not.toHaveProperty('Csr')
  })
})

describe('SSL actions', () => {
  it('a prolong posts its period, as the panel’s does (P1 ssl-details.js); other actions only their type', async () => {
    answer('POST /ssl/{id}/action', empty)
    await apiOf().ssl.action(5, 'prolong', 24)
    await apiOf().ssl.action(5, 'revalidate', 24)
    expect(seen.map((s) => s.body)).toEqual([{ Type: 'prolong', Period: 24 }, { Type: 'revalidate' }])
  })
})

describe('images: ownership from what this account made', () => {
  const list = [
    { ID: 3, Name: 'WinServer2012R2x64En', DisplayName: 'Windows', Family: 'Windows', Hdd: 40 },
    { ID: 10044, Name: 'webtemplate', DisplayName: 'web-template', Family: 'Linux', Hdd: 30 },
  ]

  it('an image the journal says this account made is its own; the others stay unknown', async () => {
    answer('GET /image', json(list))
    const images = await apiOf(async () => [10044]).images.list()
    expect(images.map((i) => [i.id, i.isOwn, i.hdd])).toEqual([
      [3, null, 40],
      [10044, true, 30],
    ])
  })

  it('an image made in this run is its own at once, even with no journal', async () => {
    answer('POST /image', json({ ID: 10050, Name: 'webfeb', DisplayName: 'web-feb', Family: 'Linux', Hdd: 20 }))
    answer('GET /image', json([...list, { ID: 10050, Name: 'webfeb', DisplayName: 'web-feb', Family: 'Linux' }]))
    const api = apiOf(() => Promise.reject(new Error('no journal')))
    expect(await api.images.create({ name: 'web-feb', serverId: 7 })).toMatchObject({ id: 10050, isOwn: true })
    const own = (await api.images.list()).filter((i) => i.isOwn).map((i) => i.id)
    expect(own).toEqual([10050])
  })
})

describe('account (N3, N4, C16)', () => {
  it('takes Balance as the only balance field, and a date-only BalanceTillDateUtc', async () => {
    answer('GET /account', json({ ID: 1001, Balance: 812.4, BalanceTillDateUtc: '2026-12-01' }))
    expect(await apiOf().account.get()).toMatchObject({ balance: 812.4, bonus: null, fundsUntil: '2026-12-01' })
  })
})

describe('issue 52: the open rows made harmless', () => {
  it('row 1, no evidence in REAL-API.md: the balance under ProjectsBalance is read as ProjectBalances (accepted both)', async () => {
    const projects = [{ ProjectId: 1, Balance: { Real: 1500.5, Bonus: 100 } }]
    answer('GET /account', json({ ID: 1001, ProjectsBalance: projects }))
    expect(await apiOf().account.get()).toMatchObject({ balance: 1600.5, bonus: 100 })
  })

  it('row 2, no evidence in REAL-API.md of a record answer without State (it shows State null): made, its state unknown', async () => {
    answer(
      'POST /dns/recordtxt',
      json({ ID: 77, TypeRecord: 'TXT', HostName: '_acme.example.com.', Text: '"token" ', TTL: 300, DomainId: 4 }),
    )
    const made = await apiOf().dns.createRecord({ type: 'TXT', zoneId: 4, owner: '_acme', text: 'token', ttl: 300 })
    expect(made).toMatchObject({ id: 77, text: 'token', state: '' })
  })

  /** An ASP.NET Web API refusal of a body it could not validate. */
  const modelState = (state: Record<string, string[]>): Answer => [
    400,
    JSON.stringify({ Message: 'The request is invalid.', ModelState: state }),
  ]
  const create = {
    name: 'web-03',
    imageId: 4300,
    imageFamily: 'Linux',
    dcLocation: 'MinskBy',
    cpu: 1,
    ram: 1024,
    hdd: 20,
    hddType: 'SAS' as const,
    isHighPerformance: false,
    backups: false,
    sshKeyIds: [],
  }

  it('row 3, no evidence (REAL-API.md shows {Message} only): a ModelState’s reasons are said, each beside its field', async () => {
    answer('POST /server', modelState({ 'model.Name': ['The Name field is required'], 'model.HDDType': ['SAS: нет'] }))
    const error = await expectApiError(apiOf().servers.create(create), 'rejected')
    expect(error.serverMessage).toBe('The request is invalid. Name: The Name field is required. HDDType: SAS: нет.')
    expect(error.toJSON()).toMatchObject({
      field: 'name',
      fields: { name: 'The Name field is required', hddType: 'SAS: нет' },
    })
    // Wire names never cross to the window.
    expect(JSON.stringify(error.toJSON())).not.toContain('model.Name')
  })

  it('row 3: reasons for no field of the form stay above the buttons too (no `field`), those for a field beside it', async () => {
    answer('POST /server', modelState({ 'model.Name': ['Taken'], '': ['Something else'], 'model.Zone[0]': ['Odd'] }))
    const error = await expectApiError(apiOf().servers.create(create), 'rejected')
    expect(error.field).toBeUndefined()
    expect(error.fields).toEqual({ name: 'Taken' })
    expect(error.message).toContain('Something else. Zone: Odd.')
  })

  it.each([
    ['a Message naming the field', [400, JSON.stringify({ Message: 'HDDType: SAS is not offered here' })] as Answer],
    ['a Russian Message', [400, JSON.stringify({ Message: 'Тип диска SAS недоступен в этом расположении' })] as Answer],
    ['a ModelState', modelState({ 'server.HDDType': ['SAS is not offered here'] })],
  ])(
    'row 5, no evidence of which disk types a location takes (every one offers both): a refusal by %s lands beside the disk type',
    async (_shape, refusal) => {
      answer('POST /server', refusal)
      const error = await expectApiError(apiOf().servers.create(create), 'rejected')
      expect(error.field).toBe('hddType')
    },
  )

  it('row 5, no evidence of the width’s field (REAL-API.md: open): EditNetworkBandwidth sends it as Bandwidth and NetworkBandwidth', async () => {
    answer('POST /server/{id}/action', json({ ID: 8, Type: 'EditNetworkBandwidth', State: 'New' }))
    await apiOf().servers.runAction({ serverId: 7, type: 'EditNetworkBandwidth', networkLinkId: 31, bandwidth: 200 })
    expect(bodyOf('POST /server/{id}/action')).toEqual({
      Type: 'EditNetworkBandwidth',
      NetworkLinkID: 31,
      Bandwidth: 200,
      NetworkBandwidth: 200,
    })
  })
})
