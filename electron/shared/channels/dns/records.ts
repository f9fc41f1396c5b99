import { z } from 'zod'
import { DNS_TTL_VALUES, expandIpv6, isAllowedTtl, isIpv4, type DnsRecordType } from '../../models'
import { isHostTarget, isRecordName, toAsciiDomain } from '../../dns/names'

/**
 * Inputs of the DNS channels. The record forms build their rules from these same objects (useZodRules), so
 * the form and the backend refuse the same input with the same words.
 */

export const resourceId = z.number({ error: 'An id is required' }).int().positive()

export const zoneNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the domain name, e.g. example.com')
  .max(253, 'A domain name is at most 253 characters')
  .refine((v) => toAsciiDomain(v) !== null, 'A domain name such as example.com (international names are fine)')

/** The TTL select offers only the allowed values; the check still guards the channel. */
export const ttlSchema = z
  .number({ error: 'Pick a TTL' })
  .refine(isAllowedTtl, `TTL must be one of ${DNS_TTL_VALUES.join(', ')} seconds`)

const ownerName = z
  .string()
  .trim()
  .min(1, 'Enter a name, or @ for the zone itself')
  .refine(isRecordName, 'Letters, digits and hyphens, separated by dots; @ for the zone itself')
const cnameOwner = ownerName.refine((v) => v !== '@', 'A CNAME cannot be at the zone itself (@); use a sub-name such as www')
const hostTarget = z
  .string()
  .trim()
  .min(1, 'Enter a host name')
  .refine(isHostTarget, 'A host name such as mail.example.com, a name in this zone, or @')
const ipv4 = z.string().trim().refine(isIpv4, 'An IPv4 address such as 203.0.113.10')
/** Compressed forms are fine: the client sends the address expanded to eight groups. */
const ipv6 = z.string().trim().refine((v) => expandIpv6(v) !== null, 'An IPv6 address such as 2001:db8::1')
const number16 = (what: string) =>
  z
    .number({ error: `Enter the ${what} as a number` })
    .int(`The ${what} is a whole number`)
    .min(0, `The ${what} is from 0 to 65535`)
    .max(65535, `The ${what} is from 0 to 65535`)

export const SRV_PROTOCOLS = ['_tcp', '_udp', '_tls', '_sctp'] as const

const base = { zoneId: resourceId, ttl: ttlSchema.optional() }

/** One schema per record type: the fields its form shows. */
export const recordSchemas = {
  A: z.object({ ...base, name: ownerName, ip: ipv4 }).strict(),
  AAAA: z.object({ ...base, name: ownerName, ip: ipv6 }).strict(),
  CNAME: z.object({ ...base, name: cnameOwner, mnemonicName: hostTarget }).strict(),
  MX: z.object({ ...base, hostName: hostTarget, priority: number16('priority') }).strict(),
  NS: z.object({ ...base, name: ownerName, hostName: hostTarget }).strict(),
  SRV: z
    .object({
      ...base,
      service: z.string().trim().regex(/^_?[a-z0-9][a-z0-9-]{0,62}$/i, 'A service name such as _sip'),
      proto: z.enum(SRV_PROTOCOLS, 'Pick the protocol'),
      name: ownerName,
      priority: number16('priority'),
      weight: number16('weight'),
      port: number16('port'),
      target: hostTarget,
    })
    .strict(),
  TXT: z
    .object({
      ...base,
      name: ownerName,
      text: z.string().min(1, 'Enter the text').max(4096, 'At most 4096 characters'),
    })
    .strict(),
} satisfies Record<DnsRecordType, z.ZodObject>

const typed = <T extends DnsRecordType>(type: T) => recordSchemas[type].extend({ type: z.literal(type) })

export const createRecordSchema = z.discriminatedUnion('type', [
  typed('A'), typed('AAAA'), typed('CNAME'), typed('MX'), typed('NS'), typed('SRV'), typed('TXT'),
])

const updated = <T extends DnsRecordType>(type: T) => typed(type).extend({ recordId: resourceId })

export const updateRecordSchema = z.discriminatedUnion('type', [
  updated('A'), updated('AAAA'), updated('CNAME'), updated('MX'), updated('NS'), updated('SRV'), updated('TXT'),
])

export type CreateRecordRequest = z.output<typeof createRecordSchema>
export type UpdateRecordRequest = z.output<typeof updateRecordSchema>
