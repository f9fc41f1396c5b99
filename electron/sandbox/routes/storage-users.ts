import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { ApiError, invalidField } from '../errors'
import { addStorageUser, generatePassword, newStorageTask, setStoragePassword } from '../state/storage'
import type { CustomerState, StorageUser } from '../state/types'
import { idParam, mustFind } from './params'
import { activeStorage } from './storage'

const password = z
  .string()
  .min(8, { error: 'must be at least 8 characters' })
  .max(64, { error: 'must be at most 64 characters' })
  .regex(/^\S+$/, { error: 'must not contain spaces' })

const newUserBody = z.object({
  UserName: z.string().trim().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, {
    error: 'must be 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  }),
  PersistPassword: password.optional(),
})

/** The body is optional: without one the service generates the password. */
const changePasswordBody = z.object({ PersistPassword: password.optional() }).optional()

const userOf = (customer: CustomerState, id: number): StorageUser => {
  activeStorage(customer)
  return mustFind(customer.storageUsers, id, 'Storage user')
}

const hasRunningTask = (user: StorageUser): boolean => user.Tasks.some((t) => t.State !== 'Completed')

export function registerStorageUserRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/storage/users', async (request) => {
    const customer = customerOf(request)
    activeStorage(customer)
    return [...customer.storageUsers.values()]
  })

  api.post('/storage/users', async (request) => {
    const customer = customerOf(request)
    const storage = activeStorage(customer)
    const body = parseBody(newUserBody, request.body)
    if ([...customer.storageUsers.values()].some((u) => u.Name.toLowerCase() === body.UserName.toLowerCase())) {
      throw invalidField('UserName', `a user named ${body.UserName} already exists`)
    }
    return addStorageUser(customer, storage, body.UserName, body.PersistPassword)
  })

  api.get('/storage/users/:id', async (request) => userOf(customerOf(request), idParam(request)))

  api.delete('/storage/users/:id', async (request, reply) => {
    const customer = customerOf(request)
    const user = userOf(customer, idParam(request))
    customer.storageUsers.delete(user.Id)
    return reply.code(200).send()
  })

  // The answer still says Active: the change happens when the task completes.
  const toggleBlock = (target: 'Blocked' | 'Active') =>
    api.post(`/storage/users/:id/${target === 'Blocked' ? 'block' : 'unblock'}`, async (request) => {
      const customer = customerOf(request)
      const user = userOf(customer, idParam(request))
      if (hasRunningTask(user)) throw new ApiError(400, `Storage user ${user.Id} already has a task in progress`)
      if (user.State === target) throw new ApiError(400, `Storage user ${user.Id} is already ${target.toLowerCase()}`)
      const task = newStorageTask(customer, target === 'Blocked' ? 'StorageUserBlock' : 'StorageUserUnblock', ctx.clock.now())
      user.Tasks.push(task)
      ctx.tasks.progress(task, 2, () => {
        user.State = target
      })
      return user
    })
  toggleBlock('Blocked')
  toggleBlock('Active')

  api.post('/storage/users/:id/change-password', async (request) => {
    const customer = customerOf(request)
    const user = userOf(customer, idParam(request))
    const body = parseBody(changePasswordBody, request.body)
    setStoragePassword(user, body?.PersistPassword ?? generatePassword(customer))
    return user
  })
}
