import { z } from 'zod'
import type { Server, ServerLink } from '../../../shared/models'
import { blankAsNull, looseBool, looseNumber, optionalList, optionalText, tolerantList, wireId, wireText, withAliases } from './common'
import { wireTask } from './tasks'

const wireServerLink = withAliases(
  { LinkId: 'LinkID', NetworkId: 'NetworkID' },
  z.object({
    LinkID: wireId,
    // null for the shared public network.
    NetworkID: wireId.nullish().transform((v) => v ?? null),
    LinkState: wireText,
    NetworkType: optionalText,
    NetworkName: optionalText,
    IP: blankAsNull,
    MAC: blankAsNull,
    Mask: blankAsNull,
    Gateway: blankAsNull,
    Bandwidth: looseNumber,
  }),
).transform(
  (l): ServerLink => ({
    id: l.LinkID,
    networkId: l.NetworkID,
    // The shared public network has a real id (274 on the live service): it is known by its type.
    isSharedPublic: l.NetworkType !== null ? SHARED_PUBLIC_TYPES.includes(l.NetworkType) : l.NetworkID === null,
    linkState: l.LinkState,
    networkType: l.NetworkType,
    networkName: l.NetworkName,
    ip: l.IP,
    mac: l.MAC,
    mask: l.Mask,
    gateway: l.Gateway,
    bandwidth: l.Bandwidth,
  }),
)

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
    IP: blankAsNull,
    PrimaryNetworkIp: blankAsNull,
    AdminUserName: blankAsNull,
    AdminPassword: blankAsNull,
    Image: blankAsNull,
    ImageFamily: blankAsNull,
    DCLocation: blankAsNull,
    DateCreate: optionalText,
    LinkedNetworks: optionalList(wireServerLink),
  }),
).transform(
  (s): Server => ({
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
    ip: s.IP ?? s.PrimaryNetworkIp,
    adminUserName: s.AdminUserName,
    adminPassword: s.AdminPassword,
    image: s.Image,
    imageFamily: s.ImageFamily,
    dcLocation: s.DCLocation,
    dateCreate: s.DateCreate,
    linkedNetworks: s.LinkedNetworks,
  }),
)

export const wireServerList = tolerantList(wireServer)

export const wireServerAction = wireTask
export const wireServerActionList = z.array(wireTask)

