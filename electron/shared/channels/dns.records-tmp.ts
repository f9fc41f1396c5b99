import { z } from 'zod'
import { DNS_TTL_VALUES, expandIpv6, isAllowedTtl, isIpv4, type DnsRecordType } from '../models'
import { isHostTarget, isRecordName, toAsciiDomain } from '../dns/names'
import { englishDns, type DnsRuleCode, type RuleText } from '../rule-text'

/**
 * Inputs of the DNS channels. The record forms build their rules from the same factories (useZodRules),
 * in the user's language, so the form and the backend refuse the same input.
 */

export const resourceId = z.number().int().positive()

export function zoneNameSchema(say: RuleText<DnsRuleCode> = englishDns) {
  return z
    .string()
    .trim()
    .min(1, say('zoneNameRequired'))
    .max(253, say('zoneNameTooLong'))
    .refine((v) => toAsciiDomain(v) !== null, say('zoneNameInvalid'))
}

export const SRV_PROTOCOLS = ['_tcp', '_udp', '_tls', '_sctp'] as const

function fieldTypes(say: RuleText<DnsRuleCode>) {
  const name = z.string().trim().min(1, say('nameRequired')).refine(isRecordName, say('nameInvalid'))
  const host = z.string().trim().min(1, say('hostRequired')).refine(isHostTarget, say('hostInvalid'))
  const number16 = z.number({ error: say('numberRequired') }).int(say('numberRange')).min(0, say('numberRange')).max(65535, say('numberRange'))
  return {
    zoneId: resourceId,
    ttl: z.number({ error: say('ttlRequired') }).refine(isAllowedTtl, say('ttlInvalid', { values: DNS_TTL_VALUES.join(', ') })).optional(),
    name,
    cnameName: name.refine((v) => v !== '@', say('cnameAtApex')),
    host,
    ipv4: z.string().trim().refine(isIpv4, say('ipv4')),
    // Compressed forms are fine: the client sends the address expanded to eight groups.
    ipv6: z.string().trim().refine((v) => expandIpv6(v) !== null, say('ipv6')),
    number16,
    service: z.string().trim().regex(/^_?[a-z0-9][a-z0-9-]{0,62}$/i, say('service')),
    proto: z.enum(SRV_PROTOCOLS, say('proto')),
    text: z.string().min(1, say('textRequired')).max(4096, say('textTooLong')),
  }
}

/** One schema per record type: the fields its form shows. */
export function recordSchemas(say: RuleText<DnsRuleCode> = englishDns) {
  const f = fieldTypes(say)
  const base = { zoneId: f.zoneId, ttl: f.ttl }
  return {
    A: z.object({ ...base, name: f.name, ip: f.ipv4 }).strict(),
    AAAA: z.object({ ...base, name: f.name, ip: f.ipv6 }).strict(),
    CNAME: z.object({ ...base, name: f.cnameName, mnemonicName: f.host }).strict(),
    MX: z.object({ ...base, hostName: f.host, priority: f.number16 }).strict(),
    NS: z.object({ ...base, name: f.name, hostName: f.host }).strict(),
    SRV: z
      .object({ ...base, service: f.service, proto: f.proto, name: f.name, priority: f.number16, weight: f.number16, port: f.number16, target: f.host })
      .strict(),
    TXT: z.object({ ...base, name: f.name, text: f.text }).strict(),
  } satisfies Record<DnsRecordType, z.ZodObject>
}

const english = recordSchemas()
const typed = <T extends DnsRecordType>(type: T) => english[type].extend({ type: z.literal(type) })

export const createRecordSchema = z.discriminatedUnion('type', [
  typed('A'), typed('AAAA'), typed('CNAME'), typed('MX'), typed('NS'), typed('SRV'), typed('TXT'),
])

const updated = <T extends DnsRecordType>(type: T) => typed(type).extend({ recordId: resourceId })

export const updateRecordSchema = z.discriminatedUnion('type', [
  updated('A'), updated('AAAA'), updated('CNAME'), updated('MX'), updated('NS'), updated('SRV'), updated('TXT'),
])

export type CreateRecordRequest = z.output<typeof createRecordSchema>
export type UpdateRecordRequest = z.output<typeof updateRecordSchema>
