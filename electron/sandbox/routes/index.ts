import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from '../context'
import { registerAccountRoutes } from './account'
import { registerDnsRecordRoutes } from './dns-records'
import { registerDnsZoneRoutes } from './dns-zones'
import { registerImageRoutes } from './images'
import { registerLocationRoutes } from './locations'
import { registerNetworkRoutes } from './networks'
import { registerPublicNetworkRoutes } from './public-networks'
import { registerServerActionRoutes } from './server-actions'
import { registerServerLifecycleRoutes } from './server-lifecycle'
import { registerServerRoutes } from './servers'
import { registerSshKeyRoutes } from './ssh-keys'
import { registerSslRoutes } from './ssl'
import { registerStorageRoutes } from './storage'
import { registerStorageUserRoutes } from './storage-users'

export function registerApiRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  for (const register of [
    registerAccountRoutes,
    registerLocationRoutes,
    registerServerRoutes,
    registerServerActionRoutes,
    registerServerLifecycleRoutes,
    registerImageRoutes,
    registerNetworkRoutes,
    registerPublicNetworkRoutes,
    registerDnsZoneRoutes,
    registerDnsRecordRoutes,
    registerSslRoutes,
    registerStorageRoutes,
    registerStorageUserRoutes,
    registerSshKeyRoutes,
  ]) {
    register(api, ctx)
  }
}
