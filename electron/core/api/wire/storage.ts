import { z } from 'zod'
import type { ConnectionData, Storage, StorageOwner, StorageUser } from '../../../shared/models/storage'
import { looseNumber, optionalText, wireId, wireText, withIdAlias } from './common'
import { answerList } from './lists'
import { wireTaskList } from './tasks'

// Inner fields as the seed shows them; each may be null or absent on the real service.
const swiftApi = z.object({ Endpoint: wireText, TenantId: wireText, AccessKey: wireText, Password: wireText })
const s3Api = z.object({ Endpoint: wireText, AccessKey: wireText, SecretKey: wireText })
const ftp = z.object({ HostName: wireText, Login: wireText, Password: wireText })

/**
 * The three connection objects, each optional. The real service names them SwiftApiConnection and
 * S3Connection; the seed renamed them NativeApiConnection and CompatApiConnection. Both are read.
 */
const connectionShape = {
  SwiftApiConnection: swiftApi.nullish(),
  NativeApiConnection: swiftApi.nullish(),
  S3Connection: s3Api.nullish(),
  CompatApiConnection: s3Api.nullish(),
  FtpConnection: ftp.nullish(),
}

type ConnectionWire = { [K in keyof typeof connectionShape]?: z.output<(typeof connectionShape)[K]> }

function toConnection(w: ConnectionWire): ConnectionData {
  const swift = w.SwiftApiConnection ?? w.NativeApiConnection
  const s3 = w.S3Connection ?? w.CompatApiConnection
  const f = w.FtpConnection
  return {
    swift: swift
      ? { endpoint: swift.Endpoint, tenantId: swift.TenantId, accessKey: swift.AccessKey, password: swift.Password }
      : null,
    s3: s3 ? { endpoint: s3.Endpoint, accessKey: s3.AccessKey, secretKey: s3.SecretKey } : null,
    ftp: f ? { hostName: f.HostName, login: f.Login, password: f.Password } : null,
  }
}

const wireOwner = withIdAlias(
  z.object({
    ID: wireId,
    ExternalId: optionalText,
    Name: wireText,
    Password: optionalText,
    State: optionalText,
    ...connectionShape,
  }),
).transform((o): StorageOwner => ({
  id: o.ID,
  externalId: o.ExternalId,
  name: o.Name,
  password: o.Password,
  state: o.State,
  connection: toConnection(o),
}))

export const wireStorage = withIdAlias(
  z.object({
    ID: wireId,
    ExternalId: optionalText,
    // "defaults to the value of Id": a nameless storage still gets a label.
    Name: z.union([z.string(), z.number()]).nullish(),
    QuotaBytes: looseNumber,
    State: wireText,
    Owner: wireOwner.nullish(),
    Tasks: wireTaskList,
  }),
).transform((s): Storage => ({
  id: s.ID,
  externalId: s.ExternalId,
  name: s.Name === null || s.Name === undefined || s.Name === '' ? String(s.ID) : String(s.Name),
  quotaBytes: s.QuotaBytes,
  state: s.State,
  owner: s.Owner ?? null,
  tasks: s.Tasks,
}))

export const wireStorageUser = withIdAlias(
  z.object({
    ID: wireId,
    ExternalId: optionalText,
    Name: wireText,
    Password: optionalText,
    State: wireText,
    Tasks: wireTaskList,
    ...connectionShape,
  }),
).transform((u): StorageUser => ({
  id: u.ID,
  externalId: u.ExternalId,
  name: u.Name,
  password: u.Password,
  state: u.State,
  connection: toConnection(u),
  tasks: u.Tasks,
}))

export const wireStorageUserList = answerList(wireStorageUser)
