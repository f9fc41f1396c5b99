import { describe, expect, it } from 'vitest'
import { createServerSchema, runServerActionSchema } from '../../../shared/channels/servers'
import { createRecordSchema } from '../../../shared/channels/dns'
import { createPublicNetworkSchema, KNOWN_PUBLIC_CAPACITY, PUBLIC_CAPACITIES } from '../../../shared/channels/networks'
import { expectApiError, jsonBody, received, TEST_TOKEN, useApiKit } from '../test-kit'

/**
 * Issue 52, row 5: where the provider's limits are not evidenced, the form offers the union and the service decides.
 * Against the simulator in both dialects (the backend's tests run in each): it refuses what its evidence does not
 * show, and the refusal reaches the form's field.
 */
const kitOf = useApiKit()

const newServer = (over: Record<string, unknown>) => {
  const state = kitOf().sandbox.state(TEST_TOKEN)
  const image = [...state.images.values()].find((i) => !i.own && i.Family === 'Linux' && i.DCLocation === 'SdnSpb')
  if (!image) throw new Error('the demo has a Linux template in St. Petersburg')
  return createServerSchema().parse({
    name: 'limits-01',
    imageId: image.ID,
    imageFamily: 'Linux',
    dcLocation: 'SdnSpb',
    cpu: 1,
    ram: 1024,
    hdd: 20,
    hddType: 'SSD',
    isHighPerformance: false,
    backups: true,
    backupDays: 7,
    sshKeyIds: [],
    ...over,
  })
}

describe('provider limits without evidence: offered, the service decides', () => {
  it('backups kept 21 days: no public client shows 21 (C4: 7, 14, 28); the provider’s model lists it: offered, sent, and a refusal lands on the field', async () => {
    const request = newServer({ backupDays: 21 })
    const error = await expectApiError(kitOf().api.servers.create(request), 'rejected')
    expect(jsonBody(received(kitOf().sandbox, 'POST', '/server'))).toMatchObject({ BackupPeriod: 21 })
    expect(error.field).toBe('backupDays')
  })

  it('TTL 2592000 (30 days): no source in REAL-API.md; offered and sent, the service refuses what it does not take', async () => {
    const zone = (await kitOf().api.dns.listZones())[0]
    if (!zone) throw new Error('the demo has a zone')
    const request = createRecordSchema.parse({
      type: 'A',
      zoneId: zone.id,
      owner: 'far',
      address: '192.0.2.7',
      ttl: 2592000,
    })
    const error = await expectApiError(kitOf().api.dns.createRecord(request), 'rejected')
    expect(jsonBody(received(kitOf().sandbox, 'POST', '/dns/recorda'))).toMatchObject({ TTL: '2592000' })
    expect(error.serverMessage).toMatch(/TTL/)
  })

  it('public networks: 8 addresses (Network29, C6) first; 4, 16 and 32 no evidence: offered, the service takes or refuses them', async () => {
    expect(PUBLIC_CAPACITIES[0]).toBe(KNOWN_PUBLIC_CAPACITY)
    for (const capacity of PUBLIC_CAPACITIES)
      expect(createPublicNetworkSchema().safeParse({ name: 'edge', capacity, bandwidth: 100 }).success).toBe(true)
    await kitOf().api.networks.createPublic({ name: 'edge-4', capacity: 4, bandwidth: 100 })
    expect(received(kitOf().sandbox, 'POST', '/publicnetwork')).toBeDefined()
  })

  it('a connection’s width: 10 to 1000 Mbit/s in steps of 10, as the provider sells (REAL-API.md "Networks")', () => {
    const servers = runServerActionSchema
    const edit = { serverId: 1, type: 'EditNetworkBandwidth', networkLinkId: 2 }
    expect(servers.safeParse({ ...edit, bandwidth: 1000 }).success).toBe(true)
    for (const bandwidth of [5, 15, 1010, 10_000])
      expect(servers.safeParse({ ...edit, bandwidth }).success, String(bandwidth)).toBe(false)
  })
})
