import { domainToASCII } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { recordView, zoneView } from '../dialects/dns-views'
import { invalidField, notFound } from '../errors'
import { addZone } from '../state/dns'
import { isHostName, nonEmptyText } from '../validation/fields'
import { idParam, mustFind } from './params'

/** C1 binds {Name}; C14 (2026) sends {DomainName, Migrate}: the real dialect takes either, the seed {Name}. */
const zoneBody = z.object({
  Name: nonEmptyText(253).optional(),
  DomainName: nonEmptyText(253).optional(),
  Migrate: z.boolean().optional(),
})
function zoneNameOf(body: z.output<typeof zoneBody>, dialect: SandboxContext['dialect']): string {
  const name = body.Name ?? (dialect === 'real' ? body.DomainName : undefined)
  if (name === undefined) throw invalidField(dialect === 'real' ? 'DomainName' : 'Name', 'is required')
  return name
}

export function registerDnsZoneRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/dns', async (request) => [...customerOf(request).zones.values()].map((zone) => zoneView(zone, ctx.dialect)))

  if (ctx.dialect === 'real') {
    // The live service reads one zone or one record (C1); the seed shows neither.
    api.get('/dns/:id', async (request) =>
      zoneView(mustFind(customerOf(request).zones, idParam(request), 'Domain'), ctx.dialect),
    )
    api.get('/dns/record/:id', async (request) => {
      const id = String(idParam(request))
      for (const zone of customerOf(request).zones.values()) {
        const record = zone.LinkedRecords.find((r) => r.ID === id)
        if (record) return recordView(zone, record, ctx.dialect)
      }
      throw notFound('Record', id)
    })
  }

  api.post('/dns', async (request) => {
    const customer = customerOf(request)
    const name = zoneNameOf(parseBody(zoneBody, request.body), ctx.dialect).toLowerCase().replace(/\.$/, '')
    const ascii = domainToASCII(name)
    if (!ascii || !isHostName(ascii)) throw invalidField('Name', `'${name}' is not a valid domain name`)
    if ([...customer.zones.values()].some((z) => z.TechName === ascii)) {
      throw invalidField('Name', `the domain ${name} is already added`)
    }
    const zone = addZone(customer, { Name: name, State: 'New', IsDelegate: false, createdAt: ctx.clock.now() })
    ctx.tasks.after(1, () => {
      zone.State = 'Active'
    })
    return zoneView(zone, ctx.dialect)
  })

  api.delete('/dns/:id', async (request, reply) => {
    const customer = customerOf(request)
    const zone = mustFind(customer.zones, idParam(request), 'Domain')
    customer.zones.delete(zone.ID)
    return reply.code(200).send()
  })

  api.delete('/dns/:domainId/:recordId', async (request, reply) => {
    const customer = customerOf(request)
    const zone = mustFind(customer.zones, idParam(request, 'domainId'), 'Domain')
    const { recordId } = request.params as { recordId: string }
    const index = zone.LinkedRecords.findIndex((r) => r.ID === recordId)
    if (index < 0) throw notFound('Record', recordId, `of domain ${zone.ID}`)
    zone.LinkedRecords.splice(index, 1)
    return reply.code(200).send()
  })
}
