import type { Send } from './transport'

/**
 * How the API client finds its resources without a list of them: `cloud-api.ts` collects every
 * `resources/<domain>.ts` with `import.meta.glob`, each exporting its `…Resources` object (the client's member
 * name → its part) and adding that object's type here by declaration merging:
 *
 *   declare module '../resource-slices' { interface ResourceSlices { dns: typeof dnsResources } }
 *
 * This file imports only a type of its own layer that imports nothing back, so no part ties itself into a circle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ResourceSlices {}

/** What a resource part may keep for the whole client: the client's options that a part reads. */
export interface ClientSetup {
  /** The ids of the images this account made (read once, from its journal): its own images on a list that does not say. */
  madeImages?: () => Promise<readonly number[]>
}

/**
 * One member of the client: set up once per client (what it remembers is shared by every binding of the
 * client), then bound to each `send` (the client's own, or one that also carries a signal: `withSignal`).
 */
export type ResourcePart<Api> = (setup: ClientSetup) => (send: Send) => Api

/** A part that keeps nothing of its own: a new API object over each `send`. */
export function perSend<Api>(create: (send: Send) => Api): ResourcePart<Api> {
  return () => create
}
