import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import { ApiError } from '../errors'
import { refreshExpiry } from '../state/ssl-lifecycle'
import { idParam, mustFind } from './params'
import { addSans, addSanView } from './ssl-sans'
import { registerSslOrderRoutes } from './ssl-orders'

export const SSL_DELETE_REFUSED = 'Deletion is available only for certificates awaiting payment (state NeedMoney)'

export function registerSslRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/ssl', async (request) =>
    [...customerOf(request).certificates.values()].map((c) => refreshExpiry(c, ctx.clock.now())),
  )

  api.get('/ssl/:id', async (request) =>
    refreshExpiry(mustFind(customerOf(request).certificates, idParam(request), 'Certificate'), ctx.clock.now()),
  )

  api.put('/ssl/:id/addsan', async (request) => {
    const customer = customerOf(request)
    const cert = mustFind(customer.certificates, idParam(request), 'Certificate')
    return addSanView(addSans(customer, ctx, cert, request.body))
  })

  registerSslOrderRoutes(api, ctx)

  api.delete('/ssl/:id', async (request) => {
    const customer = customerOf(request)
    const cert = mustFind(customer.certificates, idParam(request), 'Certificate')
    if (cert.State !== 'NeedMoney') throw new ApiError(400, SSL_DELETE_REFUSED)
    customer.certificates.delete(cert.Id)
    return cert.Id
  })
}
