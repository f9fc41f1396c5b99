import { z } from 'zod'
import { invalidField } from '../errors'
import type { DnsRecordType, DnsZone } from '../state/dns-types'
import {
  idField,
  IPV4,
  IPV6_EXPANDED,
  isHostName,
  isRelativeName,
  nonEmptyText,
  numericString,
  ttlField,
} from '../validation/fields'
import { relativeName } from './names'
import { DEFAULT_TTL, type RecordInput } from './records'

export const recordName = nonEmptyText(253)
export const recordHost = nonEmptyText(253).refine(
  (v) => v === '@' || isHostName(v) || isRelativeName(v.replace(/\.$/, '')),
  {
    error: 'must be a host name',
  },
)
const port = numericString(0, 65535)
export const recordBase = { DomainId: idField, TTL: ttlField.optional() }

/** Bodies per PRODUCT §2 in the seed's meaning, strings throughout (numbers are understood too). */
export const seedRecordBodies = {
  A: z.object({
    ...recordBase,
    IP: z.string().trim().regex(IPV4, { error: 'must be an IPv4 address such as 203.0.113.10' }),
    Name: recordName,
  }),
  AAAA: z.object({
    ...recordBase,
    IP: z.string().trim().regex(IPV6_EXPANDED, {
      error:
        'must be an IPv6 address written as eight groups of four hex digits, e.g. 2001:0db8:0000:0000:0000:0000:0000:0001',
    }),
    Name: recordName,
  }),
  /** Seed: Name is the alias, MnemonicName the target. */
  CNAME: z.object({ ...recordBase, Name: recordName, MnemonicName: recordHost }),
  MX: z.object({ ...recordBase, HostName: recordHost, Priority: port }),
  /** Seed: HostName is the name server, Name the owner. */
  NS: z.object({ ...recordBase, HostName: recordHost, Name: recordName }),
  SRV: z.object({
    ...recordBase,
    // The real dialect reads Service back with a trailing dot (_xmpp-client.); a client may send it so.
    Service: z
      .string()
      .trim()
      .regex(/^_?[a-z0-9][a-z0-9-]{0,62}\.?$/i, { error: 'must be a service name such as _sip' }),
    Proto: z
      .string()
      .trim()
      .regex(/^_?(tcp|udp|tls|sctp)$/i, { error: 'must be _tcp, _udp, _tls or _sctp' }),
    Name: recordName,
    Priority: port,
    Weight: port,
    Port: port,
    Target: recordHost,
  }),
  TXT: z.object({ ...recordBase, Name: recordName, Text: z.string().min(1, { error: 'must not be empty' }).max(4096) }),
} satisfies Record<DnsRecordType, z.ZodObject>

export type RecordBody = Partial<Record<string, string>> & { DomainId: string; TTL?: string }

const underscored = (label: string): string => (label.startsWith('_') ? label : `_${label}`).toLowerCase()

/** A validated body in the seed's meaning → the neutral record input. */
export function seedRecordInput(type: DnsRecordType, b: RecordBody, zone: DnsZone): RecordInput {
  const ttl = b.TTL ?? DEFAULT_TTL
  const named = (): string => relativeName(zone, b.Name ?? '@')
  switch (type) {
    case 'A':
    case 'AAAA':
      return { type, name: named(), ip: b.IP, ttl }
    case 'CNAME': {
      const owner = named()
      if (owner === '@') throw invalidField('Name', 'a CNAME record cannot be at the zone apex')
      return { type, name: owner, target: b.MnemonicName, ttl }
    }
    case 'MX':
      return { type, name: '@', target: b.HostName, priority: b.Priority, ttl }
    case 'NS':
      return { type, name: named(), target: b.HostName, ttl }
    case 'SRV':
      return {
        type,
        name: named(),
        service: underscored((b.Service ?? '').replace(/\.$/, '')),
        proto: underscored(b.Proto ?? ''),
        priority: b.Priority,
        weight: b.Weight,
        port: b.Port,
        target: b.Target,
        ttl,
      }
    case 'TXT':
      return { type, name: named(), text: b.Text, ttl }
  }
}
