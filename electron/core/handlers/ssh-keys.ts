import type { Handlers } from '../dispatch'
import type { ResourceContext } from './resource-context'

type Channels = 'sshKeys:create' | 'sshKeys:remove'

export function buildSshKeyHandlers(ctx: ResourceContext): Pick<Handlers, Channels> {
  return {
    'sshKeys:create': (input) => ctx.mutate(['sshKeys'], (api) => api.sshKeys.create(input)),
    'sshKeys:remove': ({ id }) => ctx.mutate(['sshKeys'], (api) => api.sshKeys.remove(id)),
  }
}
