import { z } from 'zod'
import type { LinkedServer, Location, PrivateNetwork, PublicNetwork } from '../../../shared/models/networks'
import { capacityName } from '../../../shared/models/networks'
import { blankAsNull, looseBool, looseNumber, optionalText, wireId, wireText, withAliases, withIdAlias } from './common'
import { optionalList, answerList } from './lists'

/** A linked server; C1's items may carry only IP, MAC and ServerID (the link is then known by the server's id). */
export const wireLinkedServer = withAliases(
  { LinkId: 'LinkID', ServerId: 'ServerID' },
  z.object({
    LinkID: wireId.nullish(),
    ServerID: wireId,
    LinkState: optionalText,
    IP: blankAsNull,
    MAC: blankAsNull,
  }),
).transform((l): LinkedServer => ({
  id: l.LinkID ?? l.ServerID,
  serverId: l.ServerID,
  linkState: l.LinkState ?? '',
  ip: l.IP,
  mac: l.MAC,
}))

/** A flag the seed does not send: null when absent, so the form offers what it cannot rule out. */
const optionalFlag = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : v === true || String(v).toLowerCase() === 'true'))

/** "Network29" on the live service (C6, the provider's read shape), an address count elsewhere: kept as text. */
const wireCapacity = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)))

/** The spellings of the fields both kinds of network have, as the services send them. */
const NETWORK_ALIASES = { Id: 'ID', IsDhcp: 'IsDHCP', DcLocation: 'DCLocation', Cidr: 'CIDR' } as const

/**
 * What private and public networks share: their id, capacity, addressing, location, type, bandwidth and linked
 * servers (read alike in both).
 */
const networkCommon = {
  ID: wireId,
  NetworkCapacity: wireCapacity,
  Mask: blankAsNull,
  Gateway: blankAsNull,
  CIDR: blankAsNull,
  DCLocation: blankAsNull,
  Type: optionalText,
  Bandwidth: looseNumber,
  LinkedServers: optionalList(wireLinkedServer),
}
type NetworkCommon = z.output<z.ZodObject<typeof networkCommon>>
const commonFields = (n: NetworkCommon) => ({
  id: n.ID,
  networkCapacity: n.NetworkCapacity,
  mask: n.Mask,
  gateway: n.Gateway,
  cidr: n.CIDR,
  dcLocation: n.DCLocation,
  type: n.Type,
  bandwidth: n.Bandwidth,
  linkedServers: n.LinkedServers,
})

/** List form (ID, no CIDR) and create form (Id, CIDR) in one schema. */
export const wirePrivateNetwork = withAliases(
  NETWORK_ALIASES,
  z.object({ Name: wireText, State: wireText, IsDHCP: looseBool, ...networkCommon }),
).transform((n): PrivateNetwork => ({ ...commonFields(n), name: n.Name, state: n.State, isDhcp: n.IsDHCP }))

export const wirePrivateNetworkList = answerList(wirePrivateNetwork)

/**
 * The provider's documented object (`1cloud.ru/api/publicnetwork`: Id, Name, State, Mask, Gateway, CIDR,
 * EdgeExternalIp, LinkedServers, IsDHCP, DCLocation, NetworkCapacity, Type, Bandwidth, Firewall); only the id is
 * required, as the seed shows no shape.
 */
export const wirePublicNetwork = withAliases(
  { ...NETWORK_ALIASES, IPAddress: 'IP', EdgeExternalIP: 'EdgeExternalIp' },
  z.object({
    Name: blankAsNull,
    State: optionalText,
    IP: blankAsNull,
    EdgeExternalIp: blankAsNull,
    IsDHCP: optionalFlag,
    ...networkCommon,
  }),
).transform((n): PublicNetwork => ({
  ...commonFields(n),
  name: n.Name,
  state: n.State,
  ip: n.IP ?? n.EdgeExternalIp,
  edgeExternalIp: n.EdgeExternalIp,
  isDhcp: n.IsDHCP,
}))

export const wirePublicNetworkList = answerList(wirePublicNetwork)

/** Extension: GET /dcLocation → [{ID, TechTitle, Title, ShortTitle, …}]. */
export const wireLocation = withIdAlias(
  z.object({
    ID: wireId,
    TechTitle: wireText,
    Title: wireText,
    ShortTitle: blankAsNull,
    City: blankAsNull,
    Country: blankAsNull,
    IsEnableLowPool: optionalFlag,
    IsEnableHighPool: optionalFlag,
    IsEnableBackup: optionalFlag,
  }),
).transform((l): Location => ({
  id: l.ID,
  techTitle: l.TechTitle,
  title: l.Title,
  shortTitle: l.ShortTitle,
  city: l.City,
  country: l.Country,
  lowPool: l.IsEnableLowPool,
  highPool: l.IsEnableHighPool,
  backups: l.IsEnableBackup,
}))

export const wireLocationList = answerList(wireLocation)

/** DELETE /network/{id}: the answer's shape is not shown; nothing in it is needed (the re-read shows the list). */
export const wireAnyAnswer = z.unknown().transform((): void => undefined)

/** POST /publicnetwork: NetworkCapacity as the service names the block ("Network29" for 8 addresses: C6, the provider's page). */
export const publicNetworkOrderBody = (r: {
  name: string
  capacity: number
  bandwidth: number
  dcLocation?: string | undefined
}) => ({
  Name: r.name,
  NetworkCapacity: capacityName(r.capacity),
  Bandwidth: r.bandwidth,
  ...(r.dcLocation && { DCLocation: r.dcLocation }),
})

/** PUT /publicnetwork/{id}: Name and Bandwidth together (the provider's editpubnet page, C1); an unknown one is left out. */
export const publicNetworkUpdateBody = (r: { name: string | null; bandwidth: number | null }) => ({
  ...(r.name !== null && r.name !== '' && { Name: r.name }),
  ...(r.bandwidth !== null && { Bandwidth: r.bandwidth }),
})

/** Answers to changes whose shape is not shown: the network when it reads as one, otherwise null (the re-read shows it). */
export const wirePrivateNetworkOrNothing = z.unknown().transform((v): PrivateNetwork | null => {
  const parsed = wirePrivateNetwork.safeParse(v)
  return parsed.success ? parsed.data : null
})
export const wirePublicNetworkOrNothing = z.unknown().transform((v): PublicNetwork | null => {
  const parsed = wirePublicNetwork.safeParse(v)
  return parsed.success ? parsed.data : null
})
