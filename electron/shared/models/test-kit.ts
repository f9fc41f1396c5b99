import type { Server } from './servers'

/**
 * A server as a snapshot holds it, for tests: Active and powered on, the smallest plan in SdnSpb, no address,
 * image, credentials or links; `fields` (its id and name at least) say the rest.
 */
export function aServer(fields: Pick<Server, 'id' | 'name'> & Partial<Server>): Server {
  return {
    hostName: null,
    state: 'Active',
    isPowerOn: true,
    cpu: 1,
    ram: 1024,
    hdd: 10,
    hddType: 'SSD',
    isHighPerformance: false,
    ip: null,
    adminUserName: null,
    adminPassword: null,
    image: null,
    imageFamily: null,
    dcLocation: 'SdnSpb',
    dateCreate: null,
    linkedNetworks: [],
    ...fields,
  }
}
