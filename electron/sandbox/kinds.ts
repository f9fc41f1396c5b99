import type { FastifyInstance } from 'fastify'
import type { SandboxContext } from './context'
import { registerDnsRecordRoutes } from './routes/dns-records'
import { registerDnsZoneRoutes } from './routes/dns-zones'
import { registerImageRoutes } from './routes/images'
import { registerNetworkRoutes } from './routes/networks'
import { registerPublicNetworkRoutes } from './routes/public-networks'
import { registerServerActionRoutes } from './routes/server-actions'
import { registerServerLifecycleRoutes } from './routes/server-lifecycle'
import { registerServerRoutes } from './routes/servers'
import { registerSshKeyRoutes } from './routes/ssh-keys'
import { registerSslRoutes } from './routes/ssl'
import { registerStorageRoutes } from './routes/storage'
import { registerStorageUserRoutes } from './routes/storage-users'
import { fillDemoDns } from './state/demo/dns'
import { fillDemoFleet } from './state/demo/servers'
import { fillDemoSshKeys } from './state/demo/ssh-keys'
import { fillDemoCertificates } from './state/demo/ssl'
import { fillDemoStorage } from './state/demo/storage'
import { initialDnsState } from './state/dns'
import { initialImagesState } from './state/images'
import { initialNetworksState } from './state/networks'
import { initialServersState } from './state/servers'
import { initialSshKeysState } from './state/ssh-keys'
import { initialSslState } from './state/ssl'
import { initialStorageState } from './state/storage'
import type { CustomerBase, CustomerParts, CustomerState } from './state/types'

/**
 * The simulator's one list of resource kinds, each with its API routes, its part of a customer and its share of the
 * demo company. Route registration (routes/index.ts), the empty customer (state/customer.ts) and the demo customer
 * (state/demo-data.ts) are composed from it. CustomerState is the base and every member of CustomerParts, which each
 * kind's state file adds itself (so no state file or route imports this list back); the list's type asks exactly
 * one entry per member. A list, not a glob: tsx and Playwright, which load the simulator, have no import.meta.glob.
 */

export type RegisterRoutes = (api: FastifyInstance, ctx: SandboxContext) => void

export interface DemoOptions {
  /** Every order paid: the Demo as the app shows it. */
  allPaid: boolean
}

export interface SandboxKind<Part> {
  /** The kind's part of a new customer (nothing in it yet). */
  initial: (base: CustomerBase) => Part
  /** Registered in this order, after the account's and the locations' routes. */
  routes: RegisterRoutes[]
  /** Adds the kind's share of the demo company. The kinds fill in the list's order, which fixes the demo's ids. */
  demo?: (customer: CustomerState, now: number, options: DemoOptions) => void
}

export const sandboxKinds: { [K in keyof CustomerParts]: SandboxKind<CustomerParts[K]> } = {
  // The demo fleet's servers come with the networks they sit on and the image made of one.
  servers: {
    initial: initialServersState,
    routes: [registerServerRoutes, registerServerActionRoutes, registerServerLifecycleRoutes],
    demo: fillDemoFleet,
  },
  images: { initial: ({ locations }) => initialImagesState(locations), routes: [registerImageRoutes] },
  networks: { initial: initialNetworksState, routes: [registerNetworkRoutes, registerPublicNetworkRoutes] },
  dns: { initial: initialDnsState, routes: [registerDnsZoneRoutes, registerDnsRecordRoutes], demo: fillDemoDns },
  ssl: { initial: initialSslState, routes: [registerSslRoutes], demo: fillDemoCertificates },
  storage: {
    initial: initialStorageState,
    routes: [registerStorageRoutes, registerStorageUserRoutes],
    demo: fillDemoStorage,
  },
  sshKeys: { initial: initialSshKeysState, routes: [registerSshKeyRoutes], demo: fillDemoSshKeys },
}
