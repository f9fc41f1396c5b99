import { afterAll, describe, expect, it } from 'vitest'
import { createCapabilities } from './capabilities'
import { createCloudApi } from './cloud-api'
import {
  assertNoTokenLeak,
  expectApiError,
  TEST_TOKEN,
  noRoute,
  notAllowed,
  useRouteTable,
  type RouteTable,
} from './test-kit'

/**
 * The sandbox offers every extension, so a minimal stand-in plays a server that lacks some:
 * ASP.NET-style router 404s for unknown routes, a 405, and handler 404s for unknown ids.
 */
const routes: RouteTable = {
  'GET /server': noRoute('/server'),
  'GET /ssl/5': notAllowed('GET'),
  'GET /publicnetwork/7': noRoute('/publicnetwork/7'),
  'GET /server/5/action/3': [404, { Message: 'Action 3 of server 5 not found' }],
  'POST /dns/recordsrv': notAllowed('POST'),
  'POST /dns/recordtxt': [404, { Message: 'Domain 77 not found' }],
  'GET /account': [404, { Message: 'Account not found' }],
}
const service = useRouteTable(routes)
const seen = service.seen
afterAll(() => assertNoTokenLeak())

const makeApi = (capabilities = createCapabilities()) =>
  createCloudApi({ baseUrl: service.baseUrl(), token: TEST_TOKEN, capabilities, retries: 0 })

describe('capabilities', () => {
  it('a 404 on a collection route marks it unsupported; later calls fail fast without a request', async () => {
    const api = makeApi()
    const err = await expectApiError(api.servers.list(), 'unsupported')
    expect(err.status).toBe(404)
    expect(err.message).toBe(
      'Could not load servers: this server does not offer it (404). The feature is hidden for this account.',
    )
    expect(api.capabilities.isSupported('servers.list')).toBe(false)
    await expectApiError(api.servers.list(), 'unsupported')
    // GET /server/{id} depends on the collection and is skipped too.
    await expectApiError(api.servers.get(5), 'unsupported')
    expect(seen).toEqual(['GET /server'])
  })

  it('a 405 marks an item route unsupported', async () => {
    const api = makeApi()
    await expectApiError(api.ssl.get(5), 'unsupported')
    expect(api.capabilities.unsupported()).toEqual(['ssl.get'])
  })

  it('a router “No HTTP resource” 404 marks an item route unsupported', async () => {
    const api = makeApi()
    await expectApiError(api.networks.getPublic(7), 'unsupported')
    expect(api.capabilities.isSupported('networks.getPublic')).toBe(false)
  })

  it('a handler 404 for an id is notFound and keeps the capability', async () => {
    const api = makeApi()
    await expectApiError(api.servers.getAction(5, 3), 'notFound')
    expect(api.capabilities.isSupported('servers.getAction')).toBe(true)
  })

  it('capabilities are per record type for DNS creation', async () => {
    const api = makeApi()
    const request = {
      type: 'SRV',
      zoneId: 1,
      service: '_sip',
      proto: '_tcp',
      owner: '@',
      priority: 1,
      weight: 1,
      port: 5060,
      target: 'sip',
    } as const
    await expectApiError(api.dns.createRecord(request), 'unsupported')
    expect(api.capabilities.isSupported('dns.createRecord.SRV')).toBe(false)
    expect(api.capabilities.isSupported('dns.createRecord.A')).toBe(true)
  })

  it('a 404 naming a missing object never hides a feature (a TXT record for a zone that is gone)', async () => {
    const api = makeApi()
    const request = { type: 'TXT', zoneId: 77, owner: '@', text: 'x' } as const
    const err = await expectApiError(api.dns.createRecord(request), 'notFound')
    expect(err.serverMessage).toBe('Domain 77 not found')
    expect(api.capabilities.isSupported('dns.createRecord.TXT')).toBe(true)
    await expectApiError(api.dns.createRecord(request), 'notFound')
    expect(seen).toEqual(['POST /dns/recordtxt', 'POST /dns/recordtxt'])
  })

  it('an injected, persisted set is honoured and reports changes', async () => {
    const changes: string[][] = []
    const capabilities = createCapabilities(['account.get', 'not-a-key'], (keys) => changes.push(keys))
    const api = makeApi(capabilities)
    await expectApiError(api.account.get(), 'unsupported')
    expect(seen).toEqual([])
    await expectApiError(api.servers.list(), 'unsupported')
    expect(changes).toEqual([['account.get', 'servers.list']])
    capabilities.reset()
    expect(capabilities.isSupported('account.get')).toBe(true)
  })
})
