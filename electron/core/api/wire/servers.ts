import { z } from 'zod'
import type { Server, ServerLink } from '../../../shared/models'
import { blankAsNull, looseBool, looseNumber, optionalList, optionalText, wireId, withAliases } from './common'
import { wireTask } from './tasks'

const wireServerLink = withAliases(
  { LinkId: 'LinkID', NetworkId: 'NetworkID' },
  z.object({
    LinkID: wireId,
    // null for the shared public network.
    NetworkID: wireId.nullish().transform((v) => v ?? null),
    LinkState: z.string(),
    NetworkType: optionalText,
    NetworkName: optionalText,
    IP: blankAsNull,
    MAC: blankAsNull,
  }),
).transform(
  (l): ServerLink => ({
    id: l.LinkID,
    networkId: l.NetworkID,
    linkState: l.LinkState,
    networkType: l.NetworkType,
    networkName: l.NetworkName,
    ip: l.IP,
    mac: l.MAC,
  }),
)

/** Extension: GET /server and GET /server/{id}. */
export const wireServer = withAliases(
  { Id: 'ID', DcLocation: 'DCLocation', Cpu: 'CPU', Ram: 'RAM', Hdd: 'HDD' },
  z.object({
    ID: wireId,
    Name: z.string(),
    State: z.string(),
    IsPowerOn: looseBool,
    CPU: looseNumber,
    RAM: looseNumber,
    HDD: looseNumber,
    IP: blankAsNull,
    DCLocation: blankAsNull,
    LinkedNetworks: optionalList(wireServerLink),
  }),
).transform(
  (s): Server => ({
    id: s.ID,
    name: s.Name,
    state: s.State,
    isPowerOn: s.IsPowerOn,
    cpu: s.CPU,
    ram: s.RAM,
    hdd: s.HDD,
    ip: s.IP,
    dcLocation: s.DCLocation,
    linkedNetworks: s.LinkedNetworks,
  }),
)

export const wireServerList = z.array(wireServer)

export const wireServerAction = wireTask
export const wireServerActionList = z.array(wireTask)

