import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output, resourceId } from '../contract-kit'
import { isHostTarget, isRecordName, toAsciiDomain } from '../dns/names'
import { looksLikeIp } from '../dns/zone-checks'
import { DNS_TTL_VALUES, isAllowedTtl, type DnsRecord, type DnsRecordType, type DnsZone } from '../models/dns'
import { expandIpv6, isIpv4 } from '../models'
import { ruleWords, type RuleText } from '../rule-text'
import { isSafeName, isSafeText } from '../safe-text'
import dnsRules from './dns.rules.json'

/**
 * DNS zones and records. The record forms build their rules from the same factories (useZodRules), in the
 * user's language, so the form and the backend refuse the same input; the schemas' output is the request
 * the API client turns into the wire body.
 */

/** The English words of its rules, from `dns.rules.json` beside it (the renderer translates them). */
export const [DNS_RULES, englishDns] = ruleWords(dnsRules)
export type DnsRuleCode = keyof typeof DNS_RULES

/** A name typed into a DNS form: trimmed, refused when unsafe, then when empty (`required` says so). */
const safeName = (say: RuleText<DnsRuleCode>, required: DnsRuleCode) =>
  z.string().trim().refine(isSafeName, say('nameUnsafe')).min(1, say(required))

export function zoneNameSchema(say: RuleText<DnsRuleCode> = englishDns) {
  return safeName(say, 'zoneNameRequired')
    .max(253, say('zoneNameTooLong'))
    .refine((v) => toAsciiDomain(v) !== null, say('zoneNameInvalid'))
}

export const SRV_PROTOCOLS = ['_tcp', '_udp', '_tls', '_sctp'] as const

function fieldTypes(say: RuleText<DnsRuleCode>) {
  const owner = safeName(say, 'nameRequired').refine(isRecordName, say('nameInvalid'))
  const host = safeName(say, 'hostRequired').refine(isHostTarget, say('hostInvalid'))
  // CNAME, MX and NS point at a name, never an address (checked first: an IPv6 address is no host name either).
  const hostName = safeName(say, 'hostRequired')
    .refine((v) => !looksLikeIp(v), say('targetIsIp'))
    .refine((v) => looksLikeIp(v) || isHostTarget(v), say('hostInvalid'))
  const number16 = z
    .number({ error: say('numberRequired') })
    .int(say('numberRange'))
    .min(0, say('numberRange'))
    .max(65535, say('numberRange'))
  return {
    zoneId: resourceId,
    ttl: z
      .number({ error: say('ttlRequired') })
      .refine(isAllowedTtl, say('ttlInvalid', { values: DNS_TTL_VALUES.join(', ') }))
      .optional(),
    owner,
    cnameOwner: owner.refine((v) => v !== '@', say('cnameAtApex')),
    host,
    hostName,
    ipv4: z.string().trim().refine(isIpv4, say('ipv4')),
    // Compressed forms are fine: the client sends the address expanded to eight groups.
    ipv6: z
      .string()
      .trim()
      .refine((v) => expandIpv6(v) !== null, say('ipv6')),
    number16,
    service: z
      .string()
      .trim()
      .regex(/^_?[a-z0-9][a-z0-9-]{0,62}$/i, say('service')),
    // The service reads the protocol back without its underscore (tcp): both spellings are the same protocol.
    proto: z.preprocess(
      (v) => (typeof v === 'string' && v !== '' && !v.startsWith('_') ? `_${v.toLowerCase()}` : v),
      z.enum(SRV_PROTOCOLS, say('proto')),
    ),
    text: z.string().refine(isSafeText, say('textUnsafe')).min(1, say('textRequired')).max(4096, say('textTooLong')),
  }
}

/** One schema per record type: the fields its form shows (DNS_RECORD_FIELDS). */
export function recordSchemas(say: RuleText<DnsRuleCode> = englishDns) {
  const f = fieldTypes(say)
  const base = { zoneId: f.zoneId, ttl: f.ttl }
  return {
    A: z.object({ ...base, owner: f.owner, address: f.ipv4 }).strict(),
    AAAA: z.object({ ...base, owner: f.owner, address: f.ipv6 }).strict(),
    CNAME: z.object({ ...base, owner: f.cnameOwner, target: f.hostName }).strict(),
    MX: z.object({ ...base, target: f.hostName, priority: f.number16 }).strict(),
    NS: z.object({ ...base, owner: f.owner, target: f.hostName }).strict(),
    SRV: z
      .object({
        ...base,
        service: f.service,
        proto: f.proto,
        owner: f.owner,
        priority: f.number16,
        weight: f.number16,
        port: f.number16,
        target: f.host,
      })
      .strict(),
    TXT: z.object({ ...base, owner: f.owner, text: f.text }).strict(),
  } satisfies Record<DnsRecordType, z.ZodObject>
}

const english = recordSchemas()
const withType = {
  A: english.A.extend({ type: z.literal('A') }),
  AAAA: english.AAAA.extend({ type: z.literal('AAAA') }),
  CNAME: english.CNAME.extend({ type: z.literal('CNAME') }),
  MX: english.MX.extend({ type: z.literal('MX') }),
  NS: english.NS.extend({ type: z.literal('NS') }),
  SRV: english.SRV.extend({ type: z.literal('SRV') }),
  TXT: english.TXT.extend({ type: z.literal('TXT') }),
}

export const createRecordSchema = z.discriminatedUnion('type', [
  withType.A,
  withType.AAAA,
  withType.CNAME,
  withType.MX,
  withType.NS,
  withType.SRV,
  withType.TXT,
])

const recordId = { recordId: resourceId }
export const updateRecordSchema = z.discriminatedUnion('type', [
  withType.A.extend(recordId),
  withType.AAAA.extend(recordId),
  withType.CNAME.extend(recordId),
  withType.MX.extend(recordId),
  withType.NS.extend(recordId),
  withType.SRV.extend(recordId),
  withType.TXT.extend(recordId),
])

export type CreateRecordRequest = z.output<typeof createRecordSchema>
export type UpdateRecordRequest = z.output<typeof updateRecordSchema>

const zoneRef = z.object({ zoneId: resourceId }).strict()

export const dnsChannels = {
  'dns:createZone': channel(z.object({ name: zoneNameSchema() }).strict(), output<DnsZone>()),
  'dns:deleteZone': channel(zoneRef, output<null>()),
  'dns:createRecord': channel(createRecordSchema, output<DnsRecord>()),
  /** AAAA and MX through the seed's PUT endpoints, the other types through the extension ones. */
  'dns:updateRecord': channel(updateRecordSchema, output<DnsRecord>()),
  'dns:deleteRecord': channel(z.object({ zoneId: resourceId, recordId: resourceId }).strict(), output<null>()),
}

/** One change of a zone-file import, as the diff made it: checked by the same schemas as the record forms. */
export const importChangeSchema = z.discriminatedUnion('action', [
  z.object({ id: z.string().min(1).max(2000), action: z.literal('create'), input: createRecordSchema }).strict(),
  z.object({ id: z.string().min(1).max(2000), action: z.literal('update'), input: updateRecordSchema }).strict(),
  z
    .object({
      id: z.string().min(1).max(2000),
      action: z.literal('delete'),
      input: z.object({ zoneId: resourceId, recordId: resourceId }).strict(),
    })
    .strict(),
])
export type ImportChangeRequest = z.output<typeof importChangeSchema>

export const importBatchSchema = z
  .object({
    /** Chosen by the window; starting the same batch again skips what it already applied. */
    batchId: z.string().regex(/^[A-Za-z0-9-]{6,64}$/),
    zoneId: resourceId,
    changes: z.array(importChangeSchema).min(1).max(5000),
  })
  .strict()

/** Where an import batch is: pushed after every request, and answered by start, stop and status. */
export interface ImportProgress {
  batchId: string
  zoneId: number
  total: number
  /** Ids of the changes applied (this run and earlier runs of the same batch). */
  applied: string[]
  failed: Array<{ id: string; message: string }>
  /** The change being sent now. */
  current: string | null
  state: 'running' | 'stopping' | 'stopped' | 'finished'
}

const batchRef = z.object({ batchId: z.string().regex(/^[A-Za-z0-9-]{6,64}$/) }).strict()

/** A zone-file import: one batch in the backend, one request at a time, paced, stoppable, journaled. */
export const dnsImportChannels = {
  'dns:importStart': channel(importBatchSchema, output<ImportProgress>()),
  'dns:importStop': channel(batchRef, output<ImportProgress | null>()),
  'dns:importStatus': channel(batchRef, output<ImportProgress | null>()),
}

export const dnsEvents = {
  'dns:importProgress': event<ImportProgress>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    dns: { channels: typeof dnsChannels & typeof dnsImportChannels; events: typeof dnsEvents }
  }
}
