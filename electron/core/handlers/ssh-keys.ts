import type { Handlers } from '../dispatch'
import type { sshKeyChannels } from '../../shared/channels/ssh-keys'
import type { ResourceContext } from './resource-context'

export function buildSshKeyHandlers(ctx: ResourceContext): Pick<Handlers, keyof typeof sshKeyChannels> {
  return {
    'sshKeys:create': (input) => ctx.mutate(['sshKeys'], (api) => api.sshKeys.create(input)),
    'sshKeys:remove': ({ id }) => ctx.mutate(['sshKeys'], (api) => api.sshKeys.remove(id)),
  }
}
