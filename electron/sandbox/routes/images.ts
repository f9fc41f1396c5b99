import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import type { Dialect } from '../dialect'
import { locationOut } from '../dialects/locations'
import { ApiError, invalidField } from '../errors'
import { addOwnImage } from '../state/images'
import type { Image } from '../state/images'
import type { CustomerState } from '../state/types'
import { nonEmptyText } from '../validation/fields'
import { idParam, mustFind } from './params'
import { registerReads } from './reads'

/** Making an image copies the disk: it takes a few steps. */
export const IMAGE_STEPS = 3

const createBody = z.object({
  Name: nonEmptyText(64),
  TechName: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, { error: 'must be Latin letters and digits only' })
    .optional(),
  ServerID: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
})

/**
 * C1's shape (ID, Name, DisplayName, DCLocation, Family, IsAvailableISP) for every image. Real: plus `Hdd` (C4),
 * and nothing that tells an own image from a template (no public source shows such a field). Seed: the customer's
 * own ones also say they are custom, where they came from and their state.
 */
export function imageView(customer: CustomerState, image: Image, dialect: Dialect) {
  const { ID, Name, DisplayName, Family, IsAvailableISP, Hdd } = image
  const base = {
    ID,
    Name,
    DisplayName,
    DCLocation: locationOut(customer, image.DCLocation, dialect),
    Family,
    IsAvailableISP,
  }
  if (dialect === 'real') return { ...base, Hdd }
  if (!image.own) return base
  return { ...base, IsCustom: true, State: image.State, ServerID: image.ServerID, DateCreate: image.DateCreate }
}

export function registerImageRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  registerReads(api, ctx, { path: '/image', items: (customer) => customer.images, view: imageView })

  api.post('/image', async (request) => {
    const customer = customerOf(request)
    const body = parseBody(createBody, request.body)
    const server = customer.servers.get(body.ServerID)
    if (!server) throw invalidField('ServerID', `no server with id ${body.ServerID}`)
    if (server.State !== 'Active')
      throw invalidField('ServerID', `server ${server.ID} is ${server.State}; wait until it is Active`)
    const TechName = body.TechName ?? (body.Name.replace(/[^A-Za-z0-9]/g, '') || `image${customer.nextId()}`)
    const taken = [...customer.images.values()].some(
      (i) =>
        i.own &&
        (i.DisplayName.toLowerCase() === body.Name.toLowerCase() || i.Name.toLowerCase() === TechName.toLowerCase()),
    )
    if (taken)
      throw new ApiError(
        400,
        `Name: an image named ${body.Name} already exists`,
        {},
        'Образ с таким именем уже существует',
      )
    if (customer.account.Balance < 0)
      throw new ApiError(
        400,
        'NeedMoney: the balance is negative; top up the account',
        {},
        'Недостаточно средств на балансе (NeedMoney)',
      )
    const image = addOwnImage(customer, server, {
      Name: TechName,
      DisplayName: body.Name,
      State: 'New',
      createdAt: ctx.clock.now(),
    })
    ctx.tasks.after(IMAGE_STEPS, () => {
      if (customer.images.get(image.ID) === image && image.State === 'New') image.State = 'Active'
    })
    return imageView(customer, image, ctx.dialect)
  })

  api.delete('/image/:id', async (request, reply) => {
    const customer = customerOf(request)
    const image = mustFind(customer.images, idParam(request), 'Image')
    if (!image.own) throw new ApiError(400, 'ID: public images cannot be deleted', {}, 'Нельзя удалить публичный образ')
    if (image.State === 'Deleting') throw invalidField('State', `image ${image.ID} is already being deleted`)
    image.State = 'Deleting'
    ctx.tasks.after(2, () => {
      if (customer.images.get(image.ID) === image) customer.images.delete(image.ID)
    })
    return reply.code(200).send()
  })
}
