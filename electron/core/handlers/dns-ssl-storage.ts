import type { Handlers } from '../dispatch'
import type { dnsSslStorageChannels } from '../../shared/channels/dns'
import type { ResourceContext } from './resource-context'
import { buildDnsHandlers } from './dns'
import { buildSslHandlers } from './ssl'
import { buildStorageHandlers } from './storage'

type DnsSslStorageHandlers = Pick<Handlers, keyof typeof dnsSslStorageChannels>

/** DNS zones and records, SSL certificates, object storage. */
export function buildDnsSslStorageHandlers(ctx: ResourceContext): DnsSslStorageHandlers {
  return {
    ...buildDnsHandlers(ctx),
    ...buildSslHandlers(ctx),
    ...buildStorageHandlers(ctx),
  }
}
