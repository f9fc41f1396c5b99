import type { FastifyInstance } from 'fastify'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { changePasswordBody, newUserBody, passwordChoice, storageUserView } from '../dialects/storage'
import { ApiError, invalidField } from '../errors'
import { addStorageUser, generatePassword, newStorageTask, setStoragePassword } from '../state/storage'
import type { StorageUser } from '../state/storage-types'
import type { CustomerState } from '../state/types'
import { idParam, mustFind } from './params'
import { activeStorage } from './storage'

const userOf = (customer: CustomerState, id: number): StorageUser => {
  activeStorage(customer)
  return mustFind(customer.storageUsers, id, 'Storage user')
}

const hasRunningTask = (user: StorageUser): boolean => user.Tasks.some((t) => t.State !== 'Completed')

export function registerStorageUserRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { dialect } = ctx
  const view = (user: StorageUser, reveal = false) => storageUserView(user, dialect, reveal)

  api.get('/storage/users', async (request) => {
    const customer = customerOf(request)
    activeStorage(customer)
    return [...customer.storageUsers.values()].map((user) => view(user))
  })

  // The answer that sets a password always shows it.
  api.post('/storage/users', async (request) => {
    const customer = customerOf(request)
    const storage = activeStorage(customer)
    const body = parseBody(newUserBody[dialect], request.body)
    if ([...customer.storageUsers.values()].some((u) => u.Name.toLowerCase() === body.UserName.toLowerCase())) {
      throw invalidField('UserName', `a user named ${body.UserName} already exists`)
    }
    const choice = passwordChoice(body.PersistPassword, dialect)
    const user = addStorageUser(customer, storage, body.UserName, choice.password)
    if (!choice.kept) user.passwordKept = false
    return view(user, true)
  })

  api.get('/storage/users/:id', async (request) => view(userOf(customerOf(request), idParam(request))))

  // Real: answers the deleted user (C15). Seed: an empty 200, as the seed shows no answer.
  api.delete('/storage/users/:id', async (request, reply) => {
    const customer = customerOf(request)
    const user = userOf(customer, idParam(request))
    customer.storageUsers.delete(user.Id)
    return dialect === 'real' ? view(user) : reply.code(200).send()
  })

  // The answer still says Active: the change happens when the task completes.
  const toggleBlock = (target: 'Blocked' | 'Active') =>
    api.post(`/storage/users/:id/${target === 'Blocked' ? 'block' : 'unblock'}`, async (request) => {
      const customer = customerOf(request)
      const user = userOf(customer, idParam(request))
      if (hasRunningTask(user)) throw new ApiError(400, `Storage user ${user.Id} already has a task in progress`)
      if (user.State === target) throw new ApiError(400, `Storage user ${user.Id} is already ${target.toLowerCase()}`)
      const task = newStorageTask(
        customer,
        target === 'Blocked' ? 'StorageUserBlock' : 'StorageUserUnblock',
        ctx.clock.now(),
      )
      user.Tasks.push(task)
      ctx.tasks.progress(task, 2, () => {
        user.State = target
      })
      return view(user)
    })
  toggleBlock('Blocked')
  toggleBlock('Active')

  api.post('/storage/users/:id/change-password', async (request) => {
    const customer = customerOf(request)
    const user = userOf(customer, idParam(request))
    const body = parseBody(changePasswordBody[dialect], request.body)
    const choice = passwordChoice(body?.PersistPassword, dialect)
    setStoragePassword(user, choice.password ?? generatePassword(customer))
    if (choice.kept) delete user.passwordKept
    else user.passwordKept = false
    return view(user, true)
  })
}
