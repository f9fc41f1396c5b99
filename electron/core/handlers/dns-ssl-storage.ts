import type { Handlers } from '../dispatch'
import type { dnsSslStorageChannels } from '../../shared/channels/dns'
import type { ResourceContext } from './resource-context'

type DnsSslStorageHandlers = Pick<Handlers, keyof typeof dnsSslStorageChannels>

/** DNS zones and records, SSL certificates, object storage. */
export function buildDnsSslStorageHandlers(_ctx: ResourceContext): DnsSslStorageHandlers {
  return {}
}
