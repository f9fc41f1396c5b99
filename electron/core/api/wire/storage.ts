import { z } from 'zod'
import type { ConnectionData, Storage, StorageOwner, StorageUser } from '../../../shared/models'
import { looseNumber, optionalText, wireId, withIdAlias } from './common'
import { wireTaskList } from './tasks'

const nativeApi = z.object({ Endpoint: z.string(), TenantId: z.string(), AccessKey: z.string(), Password: z.string() })
const compatApi = z.object({ Endpoint: z.string(), AccessKey: z.string(), SecretKey: z.string() })
const ftp = z.object({ HostName: z.string(), Login: z.string(), Password: z.string() })

/** The three connection objects, each optional: a protocol the server leaves out is null. */
const connectionShape = {
  NativeApiConnection: nativeApi.nullish(),
  CompatApiConnection: compatApi.nullish(),
  FtpConnection: ftp.nullish(),
}

type ConnectionWire = {
  NativeApiConnection?: z.output<typeof nativeApi> | null
  CompatApiConnection?: z.output<typeof compatApi> | null
  FtpConnection?: z.output<typeof ftp> | null
}

function toConnection(w: ConnectionWire): ConnectionData {
  const n = w.NativeApiConnection
  const c = w.CompatApiConnection
  const f = w.FtpConnection
  return {
    nativeApi: n ? { endpoint: n.Endpoint, tenantId: n.TenantId, accessKey: n.AccessKey, password: n.Password } : null,
    compatApi: c ? { endpoint: c.Endpoint, accessKey: c.AccessKey, secretKey: c.SecretKey } : null,
    ftp: f ? { hostName: f.HostName, login: f.Login, password: f.Password } : null,
  }
}

const wireOwner = withIdAlias(
  z.object({
    ID: wireId,
    ExternalId: optionalText,
    Name: z.string(),
    Password: optionalText,
    State: optionalText,
    ...connectionShape,
  }),
).transform(
  (o): StorageOwner => ({
    id: o.ID,
    externalId: o.ExternalId,
    name: o.Name,
    password: o.Password,
    state: o.State,
    connection: toConnection(o),
  }),
)

export const wireStorage = withIdAlias(
  z.object({
    ID: wireId,
    ExternalId: optionalText,
    // "defaults to the value of Id": a nameless storage still gets a label.
    Name: z.union([z.string(), z.number()]).nullish(),
    QuotaBytes: looseNumber,
    State: z.string(),
    Owner: wireOwner.nullish(),
    Tasks: wireTaskList,
  }),
).transform(
  (s): Storage => ({
    id: s.ID,
    externalId: s.ExternalId,
    name: s.Name === null || s.Name === undefined || s.Name === '' ? String(s.ID) : String(s.Name),
    quotaBytes: s.QuotaBytes,
    state: s.State,
    owner: s.Owner ?? null,
    tasks: s.Tasks,
  }),
)

export const wireStorageUser = withIdAlias(
  z.object({
    ID: wireId,
    ExternalId: optionalText,
    Name: z.string(),
    Password: optionalText,
    State: z.string(),
    Tasks: wireTaskList,
    ...connectionShape,
  }),
).transform(
  (u): StorageUser => ({
    id: u.ID,
    externalId: u.ExternalId,
    name: u.Name,
    password: u.Password,
    state: u.State,
    connection: toConnection(u),
    tasks: u.Tasks,
  }),
)

export const wireStorageUserList = z.array(wireStorageUser)
