import type { Dialect } from '../dialect'
import { invalidField } from '../errors'
import type { Server, ServerLink } from '../state/server-types'
import type { CustomerState } from '../state/types'
import { locationOut } from './locations'
import { onServiceClock } from './service-clock'

/** The live service gives the shared public network a real id (C4); the seed dialect writes null. */
export const SHARED_PUBLIC_NETWORK_ID = 274
/** Its name on the live service (C4). */
export const REAL_SHARED_NETWORK_NAME = 'Общая публичная сеть'

/** The seed dialect's link: seven fields, the shared public network with NetworkID null. */
const seedLink = ({ LinkID, NetworkID, LinkState, NetworkType, NetworkName, IP, MAC }: ServerLink) => ({
  LinkID,
  NetworkID,
  LinkState,
  NetworkType,
  NetworkName,
  IP,
  MAC,
})

/** The real dialect's link (C4): the shared network has id 274 and is recognised by NetworkType. */
function realLink(link: ServerLink) {
  const shared = link.NetworkType === 'PublicShared'
  const { LinkID, LinkState, NetworkType, IP, MAC, Mask, Gateway, Bandwidth } = link
  return {
    LinkID,
    NetworkID: shared ? SHARED_PUBLIC_NETWORK_ID : link.NetworkID,
    LinkState,
    NetworkType,
    NetworkName: shared ? REAL_SHARED_NETWORK_NAME : link.NetworkName,
    IP,
    MAC,
    Mask,
    Gateway,
    Bandwidth,
  }
}

/**
 * A stored UTC date (2023-05-13T13:57:15) as the live service writes a server's DateCreate: Moscow time with
 * microseconds and the offset, 2023-05-13T16:57:15.495094+03:00. The fraction is derived from `salt`.
 */
export function dateWithOffset(utc: string, salt: number): string {
  return `${onServiceClock(utc)}.${String((salt * 7919) % 1_000_000).padStart(6, '0')}+03:00`
}

const osFamily = (image: string): string => (/^win/i.test(image) ? 'Windows' : 'Linux')

export function serverView(customer: CustomerState, server: Server, dialect: Dialect) {
  const DCLocation = locationOut(customer, server.DCLocation, dialect)
  const { ID, Name, State, IsPowerOn, CPU, RAM, HDD, HDDType, IP } = server
  const machine = { State, IsPowerOn, CPU, RAM, HDD, HDDType, IP }
  if (dialect === 'seed') {
    const { ImageFamily, DateCreate } = server
    return {
      ID,
      Name,
      ...machine,
      DCLocation,
      ImageFamily,
      DateCreate,
      LinkedNetworks: server.LinkedNetworks.map(seedLink),
    }
  }
  const { HostName, AdminUserName, AdminPassword, Image } = server
  return {
    ID,
    Name,
    HostName,
    ...machine,
    AdminUserName,
    AdminPassword,
    Image,
    ImageFamily: server.family ?? osFamily(Image),
    IsHighPerformance: server.IsHighPerformance,
    PrimaryNetworkIp: IP,
    DCLocation,
    LinkedSshKeys: [...server.LinkedSshKeys],
    LinkedNetworks: server.LinkedNetworks.map(realLink),
    DateCreate: dateWithOffset(server.DateCreate, ID),
  }
}

/**
 * NetworkID of an AddNetwork / RemoveNetwork body. Both dialects address the shared public network with null;
 * the real one refuses its id 274 there, as the client must send null.
 */
export function actionNetworkId<T extends number | null | undefined>(networkId: T, dialect: Dialect): T {
  if (dialect === 'real' && networkId === SHARED_PUBLIC_NETWORK_ID) {
    throw invalidField(
      'NetworkID',
      `the shared public network is addressed with NetworkID null, not ${SHARED_PUBLIC_NETWORK_ID}`,
    )
  }
  return networkId
}
