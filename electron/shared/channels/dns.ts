/** DNS zones and records, SSL certificates and object storage. */
import { z } from 'zod'
import { channel, output } from '../contract-kit'
import type { DnsRecord, DnsRecordType, DnsZone, SslCertificate, Storage, StorageUser } from '../models'
import { createRecordSchema, resourceId, updateRecordSchema, zoneNameSchema } from './dns.records-tmp'
import { addSanSchema } from './ssl'
import { changeStoragePasswordSchema, createStorageUserSchema, storageUserRef } from './storage'

/** What the active account's server turned out not to offer (extensions answering 404/405), for hiding buttons. */
export interface DnsCapabilities {
  createZone: boolean
  createRecord: DnsRecordType[]
  updateRecord: DnsRecordType[]
  deleteRecord: boolean
}

const zoneRef = z.object({ zoneId: resourceId }).strict()
const certificateRef = z.object({ certificateId: resourceId }).strict()

export const dnsSslStorageChannels = {
  'dns:capabilities': channel(z.undefined(), output<DnsCapabilities>()),
  /** Re-reads the zones: new records are published on the provider's next pass, with no task to follow. */
  'dns:reread': channel(z.undefined(), output<null>()),
  'dns:createZone': channel(z.object({ name: zoneNameSchema() }).strict(), output<DnsZone>()),
  'dns:deleteZone': channel(zoneRef, output<null>()),
  'dns:createRecord': channel(createRecordSchema, output<DnsRecord>()),
  /** AAAA and MX through the seed's PUT endpoints, the other types through the extension ones. */
  'dns:updateRecord': channel(updateRecordSchema, output<DnsRecord>()),
  'dns:deleteRecord': channel(z.object({ zoneId: resourceId, recordId: resourceId }).strict(), output<null>()),

  'ssl:addSan': channel(addSanSchema, output<SslCertificate>()),
  /** Only in NeedMoney; otherwise the server's refusal (its Message) comes back as the error. */
  'ssl:remove': channel(certificateRef, output<number>()),

  /** Starts activation; its progress is tracked as a task. */
  'storage:activate': channel(z.undefined(), output<Storage>()),
  'storage:deactivate': channel(z.undefined(), output<null>()),
  /** The answer carries the user's password: the renderer shows it once. */
  'storage:createUser': channel(createStorageUserSchema(), output<StorageUser>()),
  'storage:blockUser': channel(storageUserRef, output<StorageUser>()),
  'storage:unblockUser': channel(storageUserRef, output<StorageUser>()),
  'storage:changePassword': channel(changeStoragePasswordSchema(), output<StorageUser>()),
  'storage:deleteUser': channel(storageUserRef, output<null>()),
}

export const dnsSslStorageEvents = {}
