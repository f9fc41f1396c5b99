import { z } from 'zod'
import { relativeName } from '../dns/names'
import {
  recordBase,
  type RecordBody,
  recordHost,
  recordName,
  seedRecordBodies,
  seedRecordInput,
} from '../dns/record-bodies'
import { DEFAULT_TTL, type RecordInput } from '../dns/records'
import type { Dialect } from '../dialect'
import { ApiError, invalidField } from '../errors'
import type { DnsRecord, DnsRecordType, DnsZone } from '../state/dns-types'

/** What the live service answers for a record that already exists (C8). */
export const DUPLICATE_RECORD_MESSAGE = 'Подобная запись для данного домена уже существует'

/**
 * The live service's meanings (C3, C7, C14): CNAME `Name` is the target and `MnemonicName` the alias; NS
 * `HostName` is the owner and `Name` the name server. The seed shows neither body, so both dialects use them.
 */
const realRecordBodies = {
  ...seedRecordBodies,
  CNAME: z.object({ ...recordBase, Name: recordHost, MnemonicName: recordName }),
  NS: z.object({ ...recordBase, HostName: recordName, Name: recordHost }),
} satisfies Record<DnsRecordType, z.ZodObject>

export const recordBodiesFor = (_dialect: Dialect) => realRecordBodies

/** A validated body → the neutral record input, read in the dialect's meaning. */
export function recordInput(type: DnsRecordType, body: RecordBody, zone: DnsZone, _dialect: Dialect): RecordInput {
  if (type !== 'CNAME' && type !== 'NS') return seedRecordInput(type, body, zone)
  const ttl = body.TTL ?? DEFAULT_TTL
  if (type === 'NS') return { type, name: relativeName(zone, body.HostName ?? '@', 'HostName'), target: body.Name, ttl }
  const alias = relativeName(zone, body.MnemonicName ?? '@', 'MnemonicName')
  if (alias === '@') throw invalidField('MnemonicName', 'a CNAME alias cannot be the zone apex')
  // A target of '@' (the apex) is normal on the live service.
  return { type, name: alias, target: body.Name?.trim(), ttl }
}

/** Owner, type and data: the canonical description without its TTL, compared without case. */
const identity = (record: DnsRecord): string => record.CanonicalDescription.replace(/^(\S+) \S+ /, '$1 ').toLowerCase()

/** The real dialect refuses a second record with the same owner, type and data; the seed dialect takes it. */
export function refuseDuplicate(zone: DnsZone, record: DnsRecord, dialect: Dialect): void {
  if (dialect !== 'real') return
  const key = identity(record)
  if (zone.LinkedRecords.some((r) => r.ID !== record.ID && identity(r) === key))
    throw new ApiError(400, DUPLICATE_RECORD_MESSAGE)
}
