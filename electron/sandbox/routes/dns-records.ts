import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { relativeName } from '../dns/names'
import { buildRecord, DEFAULT_TTL, type RecordInput } from '../dns/records'
import { invalidField, notFound } from '../errors'
import { addRecord } from '../state/dns'
import type { CustomerState, DnsRecord, DnsRecordType, DnsZone } from '../state/types'
import { idField, IPV4, IPV6_EXPANDED, isHostName, isRelativeName, nonEmptyText, numericString, ttlField } from '../validation/fields'
import { mustFind } from './params'

const name = nonEmptyText(253)
const host = nonEmptyText(253).refine((v) => v === '@' || isHostName(v) || isRelativeName(v.replace(/\.$/, '')), {
  error: 'must be a host name',
})
const port = numericString(0, 65535)
const base = { DomainId: idField, TTL: ttlField.optional() }

/** Bodies per PRODUCT §2, strings throughout (numbers are understood too). */
const recordBodies = {
  A: z.object({ ...base, IP: z.string().trim().regex(IPV4, { error: 'must be an IPv4 address such as 203.0.113.10' }), Name: name }),
  AAAA: z.object({
    ...base,
    IP: z.string().trim().regex(IPV6_EXPANDED, {
      error: 'must be an IPv6 address written as eight groups of four hex digits, e.g. 2001:0db8:0000:0000:0000:0000:0000:0001',
    }),
    Name: name,
  }),
  CNAME: z.object({ ...base, Name: name, MnemonicName: host }),
  MX: z.object({ ...base, HostName: host, Priority: port }),
  NS: z.object({ ...base, HostName: host, Name: name }),
  SRV: z.object({
    ...base,
    Service: z.string().trim().regex(/^_?[a-z0-9][a-z0-9-]{0,62}$/i, { error: 'must be a service name such as _sip' }),
    Proto: z.string().trim().regex(/^_?(tcp|udp|tls|sctp)$/i, { error: 'must be _tcp, _udp, _tls or _sctp' }),
    Name: name,
    Priority: port,
    Weight: port,
    Port: port,
    Target: host,
  }),
  TXT: z.object({ ...base, Name: name, Text: z.string().min(1, { error: 'must not be empty' }).max(4096) }),
} satisfies Record<DnsRecordType, z.ZodObject>

type RecordBody<T extends DnsRecordType> = z.output<(typeof recordBodies)[T]>
const underscored = (label: string): string => (label.startsWith('_') ? label : `_${label}`).toLowerCase()

function toInput(type: DnsRecordType, body: RecordBody<DnsRecordType>, zone: DnsZone): RecordInput {
  const ttl = body.TTL ?? DEFAULT_TTL
  const b = body as Partial<Record<string, string>>
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
        service: underscored(b.Service ?? ''),
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

const zoneOf = (customer: CustomerState, domainId: string): DnsZone =>
  mustFind(customer.zones, Number(domainId), 'Domain')

export function registerDnsRecordRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  // New records are published on the next pass of the DNS servers.
  const activateLater = (record: DnsRecord): void => ctx.tasks.after(1, () => void (record.State = 'Active'))

  for (const type of Object.keys(recordBodies) as DnsRecordType[]) {
    const path = `/dns/record${type.toLowerCase()}`
    const createBody = recordBodies[type]
    const updateBody = z.object({ id: idField, ...createBody.shape })

    api.post(path, async (request) => {
      const customer = customerOf(request)
      const body = parseBody(createBody, request.body)
      const zone = zoneOf(customer, body.DomainId)
      const record = addRecord(customer, zone, toInput(type, body, zone), 'New')
      activateLater(record)
      return [record]
    })

    api.put(`${path}/:id`, async (request) => {
      const customer = customerOf(request)
      const pathId = (request.params as { id: string }).id
      const body = parseBody(updateBody, request.body)
      if (body.id !== pathId) throw invalidField('id', `'${body.id}' does not match the record id in the path (${pathId})`)
      const zone = zoneOf(customer, body.DomainId)
      const index = zone.LinkedRecords.findIndex((r) => r.ID === pathId)
      const existing = zone.LinkedRecords[index]
      if (!existing) throw notFound(`Record ${pathId} of domain ${zone.ID}`)
      if (existing.TypeRecord !== type) throw invalidField('id', `record ${pathId} is a ${existing.TypeRecord} record, not ${type}`)
      const record = buildRecord(zone, Number(pathId), toInput(type, body, zone), 'New')
      zone.LinkedRecords[index] = record
      activateLater(record)
      return [record]
    })
  }
}
