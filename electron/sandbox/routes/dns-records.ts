import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { recordBodiesFor, recordInput, refuseDuplicate } from '../dialects/dns-bodies'
import { recordAnswer } from '../dialects/dns-views'
import type { RecordBody } from '../dns/record-bodies'
import { buildRecord } from '../dns/records'
import { invalidField, notFound } from '../errors'
import { addRecord } from '../state/dns'
import type { DnsRecord, DnsRecordType, DnsZone } from '../state/dns-types'
import type { CustomerState } from '../state/types'
import { idField } from '../validation/fields'
import { mustFind } from './params'

const zoneOf = (customer: CustomerState, domainId: string): DnsZone =>
  mustFind(customer.zones, Number(domainId), 'Domain')

export function registerDnsRecordRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  // New records are published on the next pass of the DNS servers.
  const activateLater = (record: DnsRecord): void => ctx.tasks.after(1, () => void (record.State = 'Active'))
  const bodies = recordBodiesFor(ctx.dialect)

  for (const type of Object.keys(bodies) as DnsRecordType[]) {
    const path = `/dns/record${type.toLowerCase()}`
    const createBody = bodies[type]
    // The seed's PUT example carries the id; real clients send none (C3, C12, C14), and the live service takes both.
    const updateBody = z.object({ id: ctx.dialect === 'real' ? idField.optional() : idField, ...createBody.shape })

    api.post(path, async (request) => {
      const customer = customerOf(request)
      const body = parseBody(createBody, request.body) as RecordBody
      const zone = zoneOf(customer, body.DomainId)
      const input = recordInput(type, body, zone, ctx.dialect)
      refuseDuplicate(zone, buildRecord(zone, 0, input, 'New'), ctx.dialect)
      const record = addRecord(customer, zone, input, 'New')
      activateLater(record)
      return recordAnswer(zone, record, ctx.dialect)
    })

    api.put(`${path}/:id`, async (request) => {
      const customer = customerOf(request)
      const pathId = (request.params as { id: string }).id
      const body = parseBody(updateBody, request.body) as RecordBody & { id?: string }
      if (body.id !== undefined && body.id !== pathId)
        throw invalidField('id', `'${body.id}' does not match the record id in the path (${pathId})`)
      const zone = zoneOf(customer, body.DomainId)
      const index = zone.LinkedRecords.findIndex((r) => r.ID === pathId)
      const existing = zone.LinkedRecords[index]
      if (!existing) throw notFound('Record', pathId, `of domain ${zone.ID}`)
      if (existing.TypeRecord !== type)
        throw invalidField('id', `record ${pathId} is a ${existing.TypeRecord} record, not ${type}`)
      const record = buildRecord(zone, Number(pathId), recordInput(type, body, zone, ctx.dialect), 'New')
      refuseDuplicate(zone, record, ctx.dialect)
      zone.LinkedRecords[index] = record
      activateLater(record)
      return recordAnswer(zone, record, ctx.dialect)
    })
  }
}
