import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { formatDate } from '../dates'
import { locationIn, locationOut } from '../dialects/locations'
import { serverView } from '../dialects/servers'
import { ApiError, invalidField } from '../errors'
import { randomString } from '../random'
import { familyOfImage } from '../state/images'
import { firstFreeHost } from '../state/ipv4'
import { linkServer, removeServer } from '../state/servers'
import type { Image } from '../state/images'
import type { Server, ServerAction, ServerActionType } from '../state/server-types'
import type { CustomerState, DcLocation } from '../state/types'
import { nonEmptyText } from '../validation/fields'
import { checkBackupPeriod, checkHdd, checkRam } from '../validation/server-sizes'
import { idParam, mustFind } from './params'

/** Build, resize and rebuild take this many task steps: long enough to be seen, short enough for tests. */
export const BUILD_STEPS = 4
export const RESIZE_STEPS = 3
export const REBUILD_STEPS = 3
export const DELETE_STEPS = 2

/** C4 sends booleans and numbers as strings ("false", "0"); C1 sends them typed. Both are understood. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((v) => v === true || String(v).toLowerCase() === 'true')
const whole = (min: number, max: number, what: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/)])
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `${what} from ${min} to ${max}` })
        .max(max, { error: `${what} from ${min} to ${max}` }),
    )

const sizing = {
  CPU: whole(1, 8, 'must be'),
  RAM: whole(512, 16384, 'must be MB'),
  HDD: whole(10, 250, 'must be GB'),
  HDDType: z.enum(['SSD', 'SAS'], { error: 'must be SSD or SAS' }),
}

/** Field names are read case-insensitively where clients disagree (isHighPerformance / IsHighPerformance, ImageID / ImageId). */
function aliased(body: unknown, aliases: Record<string, string[]>): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  for (const [name, others] of Object.entries(aliases)) {
    for (const other of others) if (out[name] === undefined && out[other] !== undefined) out[name] = out[other]
  }
  return out
}

const createBody = z.object({
  Name: nonEmptyText(64),
  ...sizing,
  ImageID: z
    .union([z.string().regex(/^\d+$/, { error: 'must be an image id from GET /image' }), z.number().int().positive()])
    .transform(Number),
  DCLocation: z.string().trim().min(1),
  isHighPerformance: flag.optional(),
  isBackupActive: flag.optional(),
  BackupPeriod: whole(0, 365, 'must be days').optional(),
  SshKeys: z.array(z.number().int().positive({ error: 'must be SSH key ids' })).optional(),
  NetworkID: z.number().int().positive().nullable().optional(),
  NetworkBandwidth: z
    .number()
    .int()
    .refine((v) => v >= 10 && v <= 1000 && v % 10 === 0, { error: 'must be 10 to 1000 Mbit/s in steps of 10' })
    .optional(),
  IsNeedSysprep: flag.optional(),
})
const CREATE_ALIASES = {
  ImageID: ['ImageId', 'imageId'],
  isHighPerformance: ['IsHighPerformance', 'HighPerformance', 'isHighPerfomance'],
  isBackupActive: ['IsBackupActive'],
  SshKeys: ['SSHKeys', 'sshKeys'],
  NetworkID: ['NetworkId'],
}

const resizeBody = z.object({ ...sizing, isHighPerformance: flag.optional() })
const rebuildBody = z.object({
  ImageId: z
    .union([z.string().regex(/^\d+$/, { error: 'must be an image id from GET /image' }), z.number().int().positive()])
    .transform(Number),
  IsNeedSysprep: flag.optional(),
})
const copyBody = z.object({ Name: nonEmptyText(64), NetworkId: z.number().int().nonnegative().nullable().optional() })

/** The live service answers in Russian; the seed dialect in English. */
const refused = (field: string, english: string, russian: string) =>
  new ApiError(400, `${field}: ${english}`, {}, russian)

function refuseWithoutMoney(customer: CustomerState): void {
  if (customer.account.Balance < 0) {
    throw refused(
      'NeedMoney',
      'the balance is negative; top up the account before ordering or growing servers',
      'Недостаточно средств на балансе (NeedMoney)',
    )
  }
}

function refuseNameTaken(customer: CustomerState, name: string, except?: number): void {
  const taken = [...customer.servers.values()].some(
    (s) => s.ID !== except && s.Name.toLowerCase() === name.toLowerCase(),
  )
  if (taken) throw refused('Name', `a server named ${name} already exists`, 'Сервер с таким именем уже существует')
}

function refusePool(location: DcLocation, high: boolean, dialect: string): void {
  const title = dialect === 'real' ? location.real.TechTitle : (location.seed?.TechTitle ?? location.key)
  if (high && !location.real.IsEnableHighPool) {
    throw refused(
      'isHighPerformance',
      `location ${title} has no high-performance pool`,
      `В локации ${title} нет высокопроизводительного пула`,
    )
  }
  if (!high && !location.real.IsEnableLowPool) {
    throw refused(
      'isHighPerformance',
      `location ${title} offers only the high-performance pool`,
      `В локации ${title} доступен только высокопроизводительный пул`,
    )
  }
}

function locationOf(customer: CustomerState, key: string): DcLocation {
  const location = customer.locations.find((l) => l.key === key)
  if (!location) throw invalidField('DCLocation', `unknown location ${key}`)
  return location
}

function imageIn(
  customer: CustomerState,
  id: number,
  locationKey: string,
  field: string,
  dialect: SandboxContext['dialect'],
): Image {
  const image = customer.images.get(id)
  if (!image || image.State === 'Deleting')
    throw invalidField(field, `no image with id ${id}; use an ID from GET /image`)
  if (image.State !== 'Active') throw invalidField(field, `image ${id} is not ready yet (state ${image.State})`)
  if (image.DCLocation !== locationKey) {
    throw invalidField(
      field,
      `image ${id} is in ${locationOut(customer, image.DCLocation, dialect)}, not in ${locationOut(customer, locationKey, dialect)}`,
    )
  }
  return image
}

const POOLS: Record<string, string> = { SdnSpb: '203.0.113.0/24', SdnMsk: '198.51.100.0/24' }
function freePublicIp(customer: CustomerState, locationKey: string): string {
  const used = [...customer.servers.values()].map((s) => s.IP).filter((ip) => ip !== '')
  return firstFreeHost(POOLS[locationKey] ?? '192.0.2.0/24', [...used, '203.0.113.1', '198.51.100.1', '192.0.2.1'])
}

function recordAction(customer: CustomerState, serverId: number, Type: ServerActionType): ServerAction {
  const action: ServerAction = { ID: customer.nextId(), Type, State: 'New' }
  const history = customer.serverActions.get(serverId) ?? []
  history.push(action)
  customer.serverActions.set(serverId, history)
  return action
}

/** An action's steps: InProgress at once, Completed (with `done`) after `steps` paces. */
function runAction(
  ctx: SandboxContext,
  customer: CustomerState,
  server: Server,
  action: ServerAction,
  steps: number,
  done: () => void,
): void {
  ctx.tasks.run([
    () => {
      action.State = 'InProgress'
      action.StartDate = formatDate(ctx.clock.now())
    },
    ...Array.from({ length: Math.max(0, steps - 2) }, () => () => undefined),
    () => {
      action.State = 'Completed'
      action.EndDate = formatDate(ctx.clock.now())
      if (customer.servers.get(server.ID) === server) done()
    },
  ])
}

const adminLogin = (family: string) => (family === 'Windows' ? 'Administrator' : 'root')

/** A server ordered (or cloned): State New, no address and no credentials until it is built. */
function startBuild(
  ctx: SandboxContext,
  customer: CustomerState,
  spec: Omit<
    Server,
    | 'ID'
    | 'State'
    | 'IsPowerOn'
    | 'HostName'
    | 'AdminUserName'
    | 'AdminPassword'
    | 'IP'
    | 'DateCreate'
    | 'LinkedNetworks'
  >,
  network: number | null,
): Server {
  const server: Server = {
    ...spec,
    ID: customer.nextId(),
    State: 'New',
    IsPowerOn: false,
    HostName: null,
    AdminUserName: null,
    AdminPassword: null,
    IP: '',
    DateCreate: formatDate(ctx.clock.now()),
    LinkedNetworks: [],
  }
  customer.servers.set(server.ID, server)
  const action = recordAction(customer, server.ID, 'Create')
  runAction(ctx, customer, server, action, BUILD_STEPS, () => {
    server.IP = freePublicIp(customer, server.DCLocation)
    linkServer(customer, server, null)
    const target = network === null ? undefined : customer.networks.get(network)
    if (target) linkServer(customer, server, target)
    server.AdminUserName = adminLogin(server.family ?? 'Linux')
    server.AdminPassword = randomString(customer.random, 12)
    server.State = 'Active'
    server.IsPowerOn = true
  })
  return server
}

function privateNetworkFor(
  customer: CustomerState,
  id: number | null | undefined,
  locationKey: string,
  field: string,
): number | null {
  if (id === undefined || id === null || id === 0) return null
  const network = customer.networks.get(id)
  if (!network) throw invalidField(field, `no private network with id ${id}`)
  if (network.State !== 'Active') throw invalidField(field, `network ${id} is not active (state ${network.State})`)
  if (network.DCLocation !== locationKey)
    throw invalidField(field, `network ${id} is in another location than the server`)
  return id
}

function mustBeActive(server: Server): void {
  if (server.State !== 'Active')
    throw invalidField('State', `server ${server.ID} is ${server.State}; wait until it is Active`)
}

/** POST /server: checks the order against the location, the image, the keys and the network, then starts the build. */
function createServer(customer: CustomerState, ctx: SandboxContext, rawBody: unknown) {
  const body = parseBody(createBody, aliased(rawBody, CREATE_ALIASES))
  const key = locationIn(customer, body.DCLocation, ctx.dialect)
  if (key === undefined)
    throw invalidField('DCLocation', `unknown location '${body.DCLocation}'; use a TechTitle from GET /dcLocation`)
  const location = locationOf(customer, key)
  const high = body.isHighPerformance ?? false
  refusePool(location, high, ctx.dialect)
  if (body.isBackupActive && !location.real.IsEnableBackup) {
    throw refused(
      'isBackupActive',
      `location ${body.DCLocation} offers no backups`,
      `В локации ${body.DCLocation} резервное копирование недоступно`,
    )
  }
  checkBackupPeriod(body.BackupPeriod, body.isBackupActive ?? false)
  const image = imageIn(customer, body.ImageID, key, 'ImageID', ctx.dialect)
  checkRam(body.RAM, image.Family)
  checkHdd(body.HDD, image.Family, image)
  const keys = body.SshKeys ?? []
  for (const id of keys) if (!customer.sshKeys.has(id)) throw invalidField('SshKeys', `no SSH key with id ${id}`)
  if (keys.length > 0 && image.Family === 'Windows') throw invalidField('SshKeys', 'SSH keys are for Linux images only')
  const network = privateNetworkFor(customer, body.NetworkID, key, 'NetworkID')
  refuseNameTaken(customer, body.Name)
  refuseWithoutMoney(customer)
  const server = startBuild(
    ctx,
    customer,
    {
      Name: body.Name,
      CPU: body.CPU,
      RAM: body.RAM,
      HDD: body.HDD,
      HDDType: body.HDDType,
      DCLocation: key,
      Image: image.Name,
      ImageFamily: image.DisplayName,
      family: image.Family,
      IsHighPerformance: high,
      LinkedSshKeys: [...new Set(keys)],
      backupPeriod: body.isBackupActive ? (body.BackupPeriod ?? null) : null,
    },
    network,
  )
  return serverView(customer, server, ctx.dialect)
}

/** PUT /server/:id: a new size; never a smaller disk, and growing needs money. */
function resizeServer(customer: CustomerState, ctx: SandboxContext, server: Server, rawBody: unknown) {
  const body = parseBody(resizeBody, aliased(rawBody, { isHighPerformance: CREATE_ALIASES.isHighPerformance }))
  mustBeActive(server)
  const family = server.family ?? familyOfImage(customer, server.Image)
  checkRam(body.RAM, family)
  checkHdd(body.HDD, family)
  if (body.HDD < server.HDD) {
    throw refused(
      'HDD',
      `the disk cannot be made smaller (now ${server.HDD} GB, asked ${body.HDD} GB)`,
      `Уменьшение диска невозможно (сейчас ${server.HDD} ГБ)`,
    )
  }
  const high = body.isHighPerformance ?? server.IsHighPerformance
  if (high !== server.IsHighPerformance) refusePool(locationOf(customer, server.DCLocation), high, ctx.dialect)
  const grows =
    body.CPU > server.CPU || body.RAM > server.RAM || body.HDD > server.HDD || (high && !server.IsHighPerformance)
  if (grows) refuseWithoutMoney(customer)
  const action = recordAction(customer, server.ID, 'ChangeConfiguration')
  const wasOn = server.IsPowerOn
  ctx.tasks.after(1, () => {
    // CPU and RAM are changed with the server off, as the provider does; it comes back as it was.
    if (customer.servers.get(server.ID) === server && (body.CPU !== server.CPU || body.RAM !== server.RAM))
      server.IsPowerOn = false
  })
  runAction(ctx, customer, server, action, RESIZE_STEPS, () => {
    Object.assign(server, {
      CPU: body.CPU,
      RAM: body.RAM,
      HDD: body.HDD,
      HDDType: body.HDDType,
      IsHighPerformance: high,
      IsPowerOn: wasOn,
    })
  })
  return action
}

function rebuildServer(customer: CustomerState, ctx: SandboxContext, server: Server, rawBody: unknown) {
  const body = parseBody(rebuildBody, aliased(rawBody, { ImageId: ['ImageID', 'imageId'] }))
  mustBeActive(server)
  const image = imageIn(customer, body.ImageId, server.DCLocation, 'ImageId', ctx.dialect)
  if (image.Hdd > server.HDD) {
    throw new ApiError(
      400,
      `ImageId: the image ${image.Name} needs a disk of at least ${image.Hdd} GB; the server has ${server.HDD} GB`,
      {},
      `Для образа ${image.Name} нужен диск не менее ${image.Hdd} ГБ`,
    )
  }
  checkRam(server.RAM, image.Family)
  const action = recordAction(customer, server.ID, 'Rebuild')
  runAction(ctx, customer, server, action, REBUILD_STEPS, () => {
    Object.assign(server, {
      Image: image.Name,
      ImageFamily: image.DisplayName,
      family: image.Family,
      AdminUserName: adminLogin(image.Family),
      AdminPassword: randomString(customer.random, 12),
      IsPowerOn: true,
      LinkedSshKeys: image.Family === 'Windows' ? [] : server.LinkedSshKeys,
    })
  })
  // The live service answers the server (C1 `RebuildServer` returns a Server, C2 reads its ID); the seed an action.
  return ctx.dialect === 'real' ? serverView(customer, server, ctx.dialect) : action
}

/** POST /server/:id/copy: a new server built like the source (its size, image and keys). */
function copyServer(customer: CustomerState, ctx: SandboxContext, source: Server, rawBody: unknown) {
  const body = parseBody(copyBody, aliased(rawBody, { NetworkId: ['NetworkID'] }))
  mustBeActive(source)
  const network = privateNetworkFor(customer, body.NetworkId, source.DCLocation, 'NetworkId')
  refuseNameTaken(customer, body.Name)
  refuseWithoutMoney(customer)
  const { CPU, RAM, HDD, HDDType, DCLocation, Image, ImageFamily, family, IsHighPerformance, LinkedSshKeys } = source
  const copy = startBuild(
    ctx,
    customer,
    {
      Name: body.Name,
      CPU,
      RAM,
      HDD,
      HDDType,
      DCLocation,
      Image,
      ImageFamily,
      family: family ?? familyOfImage(customer, Image),
      IsHighPerformance,
      LinkedSshKeys: [...LinkedSshKeys],
      backupPeriod: null,
    },
    network,
  )
  return serverView(customer, copy, ctx.dialect)
}

export function registerServerLifecycleRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const serverOf = (request: FastifyRequest) => {
    const customer = customerOf(request)
    return { customer, server: mustFind(customer.servers, idParam(request), 'Server') }
  }

  api.post('/server', async (request) => createServer(customerOf(request), ctx, request.body))

  api.put('/server/:id', async (request) => {
    const { customer, server } = serverOf(request)
    return resizeServer(customer, ctx, server, request.body)
  })

  api.post('/server/:id/rebuild', async (request) => {
    const { customer, server } = serverOf(request)
    return rebuildServer(customer, ctx, server, request.body)
  })

  api.post('/server/:id/copy', async (request) => {
    const { customer, server } = serverOf(request)
    return copyServer(customer, ctx, server, request.body)
  })

  api.delete('/server/:id', async (request, reply) => {
    const customer = customerOf(request)
    const server = mustFind(customer.servers, idParam(request), 'Server')
    if (server.State === 'Deleting') throw invalidField('State', `server ${server.ID} is already being deleted`)
    server.State = 'Deleting'
    server.IsPowerOn = false
    ctx.tasks.after(DELETE_STEPS, () => {
      if (customer.servers.get(server.ID) === server) removeServer(customer, server)
    })
    return reply.code(200).send()
  })
}
