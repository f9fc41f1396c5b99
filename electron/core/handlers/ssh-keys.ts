import type { Handlers } from '../dispatch'
import type { sshKeyChannels } from '../../shared/channels/ssh-keys'
import type { HandlerContext } from './handler-context'

export function buildSshKeyHandlers({
  resources: ctx,
}: Pick<HandlerContext, 'resources'>): Pick<Handlers, keyof typeof sshKeyChannels> {
  return {
    'sshKeys:create': (input) => ctx.mutate(['sshKeys'], (api) => api.sshKeys.create(input)),
    'sshKeys:remove': ({ id }) => ctx.mutate(['sshKeys'], (api) => api.sshKeys.remove(id)),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    sshKeys: typeof buildSshKeyHandlers
  }
}
