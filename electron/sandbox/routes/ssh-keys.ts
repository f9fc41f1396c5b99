import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { customerOf } from '../auth'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { invalidField } from '../errors'
import type { SshKey } from '../state/ssh-keys'
import { nonEmptyText } from '../validation/fields'
import { sshKeyProblem } from '../validation/ssh-key'
import { idParam, mustFind } from './params'

const keyBody = z.object({
  Title: nonEmptyText(100),
  PublicKey: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .superRefine((value, context) => {
      const problem = sshKeyProblem(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
})

/** Two lines with the same type and key data are the same key, whatever their comments say. */
const keyMaterial = (line: string): string => line.trim().split(/\s+/).slice(0, 2).join(' ')

export function registerSshKeyRoutes(api: FastifyInstance, _ctx: SandboxContext): void {
  api.get('/sshkey', async (request) => [...customerOf(request).sshKeys.values()])

  api.get('/sshkey/:id', async (request) => mustFind(customerOf(request).sshKeys, idParam(request), 'SSH key'))

  api.post('/sshkey', async (request) => {
    const customer = customerOf(request)
    const { Title, PublicKey } = parseBody(keyBody, request.body)
    const duplicate = [...customer.sshKeys.values()].find((k) => keyMaterial(k.PublicKey) === keyMaterial(PublicKey))
    if (duplicate) throw invalidField('PublicKey', `this key is already added as '${duplicate.Title}'`)
    const key: SshKey = { ID: customer.nextId(), Title, PublicKey, IsActive: true }
    customer.sshKeys.set(key.ID, key)
    return key
  })

  api.delete('/sshkey/:id', async (request, reply) => {
    const customer = customerOf(request)
    const key = mustFind(customer.sshKeys, idParam(request), 'SSH key')
    customer.sshKeys.delete(key.ID)
    return reply.code(200).send()
  })
}
