import type { Handlers } from '../dispatch'
import type { serverChannels } from '../../shared/channels/servers'
import type { ResourceContext } from './resource-context'

type ServerHandlers = Pick<Handlers, keyof typeof serverChannels>

/** Servers, networks, locations and SSH keys. */
export function buildServerHandlers(_ctx: ResourceContext): ServerHandlers {
  return {}
}
