import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import type { SandboxContext } from '../context'
import { storageView } from '../dialects/storage'
import { ApiError } from '../errors'
import { createStorage } from '../state/storage'
import type { Storage } from '../state/storage-types'
import type { CustomerState } from '../state/types'

export const STORAGE_NOT_ACTIVATED = 'Storage is not activated'

export function activeStorage(customer: CustomerState): Storage {
  if (!customer.storage) throw new ApiError(404, STORAGE_NOT_ACTIVATED)
  return customer.storage
}

/** Activation and deactivation take two steps each; body-less POST (Content-Length: 0) is the norm here. */
export function registerStorageRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/storage', async (request) => storageView(activeStorage(customerOf(request)), ctx.dialect))

  api.post('/storage', async (request) => {
    const customer = customerOf(request)
    if (customer.storage?.State === 'Deactivating')
      throw new ApiError(400, 'Storage is being deactivated; try again later')
    if (customer.storage) throw new ApiError(400, 'Storage is already activated')
    const storage = createStorage(customer, 'Activating')
    ctx.tasks.after(2, () => {
      // A negative balance blocks the storage as soon as it exists.
      storage.State = customer.account.Balance < 0 ? 'Blocked' : 'Activated'
    })
    return storageView(storage, ctx.dialect)
  })

  api.delete('/storage', async (request) => {
    const customer = customerOf(request)
    const storage = activeStorage(customer)
    if (storage.State !== 'Deactivating') {
      storage.State = 'Deactivating'
      ctx.tasks.after(2, () => {
        if (customer.storage !== storage) return
        customer.storage = null
        customer.storageUsers.clear()
      })
    }
    return storageView(storage, ctx.dialect)
  })
}
