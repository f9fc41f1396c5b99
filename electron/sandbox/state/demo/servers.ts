import { DAY_MS, formatDate } from '../../dates'
import { addOwnImage, type ImagesState } from '../images'
import { addPrivateNetwork, addPublicNetwork, type NetworksState } from '../networks'
import type { Server, ServerActionType } from '../server-types'
import { addServer, linkServer, type NewServer, type ServersState } from '../servers'
import type { IdSource, RandomSource } from '../types'

/** The demo fleet is one story across kinds: servers, the networks they sit on, an image of one, their history. */
type FleetCustomer = IdSource & RandomSource & ServersState & NetworksState & ImagesState

type Extra = Pick<NewServer, 'HostName' | 'AdminUserName' | 'HDDType' | 'IsHighPerformance'>

/** A web shop with two front ends, a database, backups and staging, on two private networks and a public one. */
export function fillDemoFleet(customer: FleetCustomer, now: number): void {
  const fleet = addDemoServers(customer, now)
  addDemoNetworks(customer, fleet)
  addOwnImage(customer, fleet.web1, {
    Name: 'webtemplate',
    DisplayName: 'web-template',
    State: 'Active',
    createdAt: now - 20 * DAY_MS,
  })
  const history = (server: Server, Type: ServerActionType, daysAgo: number): void => {
    const start = now - daysAgo * DAY_MS
    customer.serverActions.get(server.ID)?.push({
      ID: customer.nextId(),
      Type,
      State: 'Completed',
      StartDate: formatDate(start),
      EndDate: formatDate(start + 40_000),
    })
  }
  history(fleet.web1, 'PowerReboot', 12)
  history(fleet.db, 'PowerReboot', 30)
  history(fleet.backup, 'PowerOff', 3)
  history(fleet.staging, 'PowerOff', 1)
}

function addDemoServers(customer: FleetCustomer, now: number) {
  const server = (
    Name: string,
    DCLocation: string,
    IP: string,
    on: boolean,
    cpu: number,
    ram: number,
    hdd: number,
    image: string,
    age: number,
    extra: Extra = {},
  ) =>
    addServer(customer, {
      Name,
      DCLocation,
      IP,
      IsPowerOn: on,
      CPU: cpu,
      RAM: ram,
      HDD: hdd,
      ImageFamily: image,
      createdAt: now - age * DAY_MS,
      ...extra,
    })
  // Host names are null except web-01's, and backup-01 has no fixed login: the real dialect sends those as null.
  return {
    web1: server('web-01', 'SdnSpb', '203.0.113.10', true, 2, 4096, 40, 'Ubuntu 24.04', 410, {
      HostName: 'web-01.example.com',
    }),
    web2: server('web-02', 'SdnSpb', '203.0.113.11', true, 2, 4096, 40, 'Ubuntu 24.04', 409),
    db: server('db-01', 'SdnSpb', '203.0.113.20', true, 4, 16384, 200, 'Debian 12', 400, { IsHighPerformance: true }),
    backup: server('backup-01', 'SdnMsk', '198.51.100.30', false, 1, 2048, 500, 'Debian 12', 300, {
      HDDType: 'SAS',
      AdminUserName: null,
    }),
    staging: server('staging-01', 'SdnMsk', '198.51.100.31', false, 2, 2048, 30, 'Ubuntu 24.04', 60),
  }
}

function addDemoNetworks(customer: FleetCustomer, fleet: ReturnType<typeof addDemoServers>): void {
  const backend = addPrivateNetwork(customer, {
    Name: 'app-backend',
    IsDHCP: true,
    DCLocation: 'SdnSpb',
    State: 'Active',
  })
  for (const s of [fleet.web1, fleet.web2, fleet.db]) linkServer(customer, s, backend)
  const replication = addPrivateNetwork(customer, {
    Name: 'replication',
    IsDHCP: false,
    DCLocation: 'SdnMsk',
    State: 'Active',
  })
  for (const s of [fleet.backup, fleet.staging]) linkServer(customer, s, replication)
  const publicNet = addPublicNetwork(customer, { Name: 'shop-frontend', CIDR: '203.0.113.32/29', DCLocation: 'SdnSpb' })
  linkServer(customer, fleet.web1, publicNet)
}
