import { z } from 'zod'
import type {
  CloneServerRequest,
  CreateServerRequest,
  RebuildServerRequest,
  ResizeServerRequest,
  RunServerActionRequest,
} from '../../../shared/channels/servers'
import { isIpAddress } from '../../../shared/models'
import { isLoginName, type Server, type ServerLink } from '../../../shared/models/servers'
import {
  blankAsNull,
  looseBool,
  looseNumber,
  optionalText,
  refusedFields,
  serviceTime,
  shapedText,
  wireId,
  wireText,
  withAliases,
} from './common'
import { optionalList, answerList } from './lists'
import { wireTask } from './tasks'

/** An address field: an IP address exactly, else null and refused (a line break in it once wrote a ProxyCommand). */
const wireIp = shapedText(isIpAddress)

const wireServerLink = withAliases(
  { LinkId: 'LinkID', NetworkId: 'NetworkID' },
  z.object({
    LinkID: wireId,
    // null for the shared public network.
    NetworkID: wireId.nullish().transform((v) => v ?? null),
    LinkState: wireText,
    NetworkType: optionalText,
    NetworkName: optionalText,
    IP: wireIp,
    MAC: blankAsNull,
    Mask: blankAsNull,
    Gateway: blankAsNull,
    Bandwidth: looseNumber,
  }),
).transform((l): ServerLink & { ipRefused: boolean } => ({
  id: l.LinkID,
  networkId: l.NetworkID,
  // The shared public network has a real id (274 on the live service): it is known by its type.
  isSharedPublic: l.NetworkType !== null ? SHARED_PUBLIC_TYPES.includes(l.NetworkType) : l.NetworkID === null,
  linkState: l.LinkState,
  networkType: l.NetworkType,
  networkName: l.NetworkName,
  ip: l.IP.value,
  ipRefused: l.IP.refused,
  mac: l.MAC,
  mask: l.Mask,
  gateway: l.Gateway,
  bandwidth: l.Bandwidth,
}))

/** NetworkType values of the provider's shared public network (IPv4 and IPv6). */
const SHARED_PUBLIC_TYPES: readonly string[] = ['PublicShared', 'PublicSharedIPv6']

/** Extension: GET /server and GET /server/{id}. */
export const wireServer = withAliases(
  { Id: 'ID', DcLocation: 'DCLocation', Cpu: 'CPU', Ram: 'RAM', Hdd: 'HDD' },
  z.object({
    ID: wireId,
    Name: wireText,
    HostName: blankAsNull,
    State: wireText,
    IsPowerOn: looseBool,
    CPU: looseNumber,
    RAM: looseNumber,
    HDD: looseNumber,
    HDDType: blankAsNull,
    IsHighPerformance: looseBool,
    IP: wireIp,
    PrimaryNetworkIp: wireIp,
    AdminUserName: shapedText(isLoginName),
    AdminPassword: blankAsNull,
    Image: blankAsNull,
    ImageFamily: blankAsNull,
    DCLocation: blankAsNull,
    // With its offset on the live service (C4); without one (the seed), the service's clock.
    DateCreate: serviceTime,
    LinkedNetworks: optionalList(wireServerLink),
  }),
).transform((s): Server => ({
  id: s.ID,
  name: s.Name,
  hostName: s.HostName,
  state: s.State,
  isPowerOn: s.IsPowerOn,
  cpu: s.CPU,
  ram: s.RAM,
  hdd: s.HDD,
  hddType: s.HDDType,
  isHighPerformance: s.IsHighPerformance,
  ip: s.IP.value ?? s.PrimaryNetworkIp.value,
  adminUserName: s.AdminUserName.value,
  adminPassword: s.AdminPassword,
  image: s.Image,
  imageFamily: s.ImageFamily,
  dcLocation: s.DCLocation,
  dateCreate: s.DateCreate,
  linkedNetworks: s.LinkedNetworks.map(({ ipRefused: _, ...link }) => link),
  ...serverRefusals(s),
}))

/** Which fields of a server the service sent a value of another shape for (read as null). */
function serverRefusals(s: {
  IP: { refused: boolean }
  PrimaryNetworkIp: { refused: boolean }
  AdminUserName: { refused: boolean }
  LinkedNetworks: Array<{ ipRefused: boolean }>
}): Pick<Server, 'refused'> {
  const refused = refusedFields({
    ip: { refused: s.IP.refused || s.PrimaryNetworkIp.refused },
    adminUserName: s.AdminUserName,
    linkIp: { refused: s.LinkedNetworks.some((l) => l.ipRefused) },
  })
  return refused ? { refused } : {}
}

export const wireServerList = answerList(wireServer)

export const wireServerAction = wireTask
export const wireServerActionList = z.array(wireTask)

/**
 * POST /server/{id}/rebuild answers the server (C1 `Sync.cs` `RebuildServer` returns a Server; C2
 * `actions/rebuild.rb` reads `result['body']['ID']` as the machine); an action, as the seed's sister routes
 * answer, is read too.
 */
export const wireRebuildAnswer = z.union([
  wireTask.transform((action) => ({ action, server: null })),
  wireServer.transform((server) => ({ action: null, server })),
])

/**
 * POST /server as C1 sends it (`RequestHelper.Servers.cs`): ImageID as a string, the lower-case
 * isHighPerformance / isBackupActive, BackupPeriod in days (0 without backups), SshKeys as ids.
 */
export function createServerBody(r: CreateServerRequest) {
  return {
    Name: r.name,
    CPU: r.cpu,
    RAM: r.ram,
    HDD: r.hdd,
    ImageID: String(r.imageId),
    HDDType: r.hddType,
    isHighPerformance: r.isHighPerformance,
    DCLocation: r.dcLocation,
    isBackupActive: r.backups,
    BackupPeriod: r.backups ? (r.backupDays ?? 0) : 0,
    SshKeys: r.sshKeyIds,
    ...(r.networkId !== undefined && { NetworkID: r.networkId }),
    ...(r.bandwidth !== undefined && { NetworkBandwidth: r.bandwidth }),
  }
}

/** PUT /server/{id} as the sister host documents it (N2: {CPU, RAM, HDD, HDDType, IsHighPerformance} → Resize action). */
export const resizeBody = (r: ResizeServerRequest) => ({
  CPU: r.cpu,
  RAM: r.ram,
  HDD: r.hdd,
  HDDType: r.hddType,
  IsHighPerformance: r.isHighPerformance,
})

/** POST /server/{id}/rebuild (C1: ImageId). */
export const rebuildBody = (r: RebuildServerRequest) => ({ ImageId: r.imageId })

/** POST /server/{id}/copy (C1: Name, NetworkId). */
export const cloneBody = (r: CloneServerRequest) => ({
  Name: r.name,
  ...(r.networkId !== undefined && { NetworkId: r.networkId }),
})

/**
 * POST /server/{id}/action (the seed: Type, NetworkID, NetworkLinkID). NetworkID null is meaningful (the shared public
 * network), so it is sent when given. No public source shows the field that carries EditNetworkBandwidth's width
 * (REAL-API.md: open): it is sent under both names the service is known to use for a link's width, Bandwidth and
 * NetworkBandwidth (C1's, at creation); the service applies it or not, and the width it applied is read back.
 */
export function actionBody({ serverId: _serverId, ...request }: RunServerActionRequest) {
  return {
    Type: request.type,
    ...(request.networkId !== undefined && { NetworkID: request.networkId }),
    ...(request.networkLinkId !== undefined && { NetworkLinkID: request.networkLinkId }),
    ...(request.bandwidth !== undefined && { Bandwidth: request.bandwidth, NetworkBandwidth: request.bandwidth }),
  }
}
