import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import { publicNetworkView } from '../dialects/networks'
import { unlinkAllFrom } from '../state/servers'
import type { PublicNetworkTask } from '../state/types'
import { idParam, mustFind } from './params'

export function registerPublicNetworkRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/publicnetwork', async (request) => {
    const customer = customerOf(request)
    return [...customer.publicNetworks.values()].map((n) => publicNetworkView(customer, n, ctx.dialect))
  })

  api.get('/publicnetwork/:id', async (request) => {
    const customer = customerOf(request)
    return publicNetworkView(customer, mustFind(customer.publicNetworks, idParam(request), 'Public network'), ctx.dialect)
  })

  api.delete('/publicnetwork/:id', async (request) => {
    const customer = customerOf(request)
    const network = mustFind(customer.publicNetworks, idParam(request), 'Public network')
    // A repeated DELETE while the first one runs answers the running task instead of starting another.
    const running = customer.publicNetworkDeletions.get(network.ID)
    if (running) return running
    const task: PublicNetworkTask = {
      ProgressPercent: 0,
      Title: `Deleting public network ${network.CIDR}`,
      ID: customer.nextId(),
      Type: 'DeletePublicNetwork',
      State: 'New',
    }
    customer.publicNetworkDeletions.set(network.ID, task)
    network.State = 'Deleting'
    ctx.tasks.progress(task, 2, () => {
      unlinkAllFrom(customer, network.ID)
      customer.publicNetworks.delete(network.ID)
      customer.publicNetworkDeletions.delete(network.ID)
    })
    return task
  })
}
