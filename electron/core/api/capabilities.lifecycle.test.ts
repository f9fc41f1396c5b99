import { describe, expect, it } from 'vitest'
import { createCloudApi } from './cloud-api'
import { TEST_TOKEN, noRoute, notAllowed, useRouteTable, type RouteTable } from './test-kit'

/** A service without the lifecycle routes: which answers hide a feature, and which are ordinary failures. */
const routes: RouteTable = {
  'GET /image': [404, ''],
  'POST /server': noRoute('/server'),
  'PUT /server/5': notAllowed('PUT'),
  'POST /server/5/rebuild': noRoute('/server/5/rebuild'),
  'POST /server/6/copy': [404, { Message: 'Server not found' }],
  'DELETE /server/7': notAllowed('DELETE'),
}
const service = useRouteTable(routes)

describe('capabilities of the server lifecycle and images', () => {
  it('learns from route-level answers only; a missing server is not a missing feature', async () => {
    const api = createCloudApi({ baseUrl: service.baseUrl(), token: TEST_TOKEN, retries: 0 })
    const size = { serverId: 5, cpu: 1, ram: 512, hdd: 10, hddType: 'SSD' as const, isHighPerformance: false }
    await expect(api.images.list()).rejects.toMatchObject({ kind: 'unsupported' })
    await expect(
      api.servers.create({
        name: 'x',
        imageId: 1,
        imageFamily: 'Linux',
        dcLocation: 'SdnSpb',
        cpu: 1,
        ram: 512,
        hdd: 10,
        hddType: 'SSD',
        isHighPerformance: false,
        backups: false,
        sshKeyIds: [],
      }),
    ).rejects.toMatchObject({ kind: 'unsupported' })
    await expect(api.servers.resize(size)).rejects.toMatchObject({ kind: 'unsupported' })
    await expect(api.servers.rebuild({ serverId: 5, imageId: 1 })).rejects.toMatchObject({ kind: 'unsupported' })
    await expect(api.servers.clone({ serverId: 6, name: 'c' })).rejects.toMatchObject({ kind: 'notFound' })
    await expect(api.servers.remove(7)).rejects.toMatchObject({ kind: 'unsupported' })
    expect(api.capabilities.unsupported().sort()).toEqual([
      'images.list',
      'servers.create',
      'servers.delete',
      'servers.rebuild',
      'servers.resize',
    ])
    // Without the list, making and deleting images are not offered either.
    expect(api.capabilities.isSupported('servers.copy')).toBe(true)
  })
})
