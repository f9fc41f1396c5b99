import type { Handlers } from '../dispatch'
import type { serverChannels } from '../../shared/channels/servers'
import type { ResourceContext } from './resource-context'
import { buildNetworkHandlers } from './networks'
import { buildServerActionHandlers } from './servers.actions-tmp'
import { buildSshKeyHandlers } from './ssh-keys'

export type ServerHandlers = Pick<Handlers, keyof typeof serverChannels>

/** Servers, networks, locations and SSH keys. */
export function buildServerHandlers(ctx: ResourceContext): ServerHandlers {
  return {
    ...buildServerActionHandlers(ctx),
    ...buildNetworkHandlers(ctx),
    ...buildSshKeyHandlers(ctx),
  }
}
