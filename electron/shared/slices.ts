/**
 * How a domain's parts are found without a list of domains. A layer keeps its parts in one folder and collects them
 * with `import.meta.glob` (Vite's: the app's build, vitest and `scripts/run-ts.mjs` all have it); each part adds its
 * own member to the layer's interface by declaration merging, so the collected whole keeps exact types:
 *
 *   declare module '../slices' { interface ContractSlices { dns: { channels: typeof dnsChannels; events: typeof dnsEvents } } }
 *
 * This file imports nothing, so no part ties itself into a circle by naming it.
 */

/** Every domain's part of the contract (`shared/channels/<domain>.ts`): its channels and its pushed events, if any. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ContractSlices {}

/** Every domain's channels, by domain. */
export type ChannelSlices = { [D in keyof ContractSlices]: ContractSlices[D] extends { channels: infer C } ? C : never }

/** Every domain's pushed events, by domain (none: an empty part). */
export type EventSlices = {
  [D in keyof ContractSlices]: ContractSlices[D] extends { events: infer E } ? E : Record<never, never>
}

/** Every resource kind's descriptor (`shared/resources/kinds/<kind>.ts`), by its kind: what a ref's `kind` may be. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ResourceRegistry {}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never

/** The members of every slice as one object type: what merging the slices' objects gives. */
export type Merged<Slices> = UnionToIntersection<Slices[keyof Slices]>

/** A glob's modules, each by its path. */
export type Found = Record<string, Record<string, unknown>>

/**
 * Merges the exports named `…<suffix>` (`dnsChannels`, `dnsImportChannels`) of every module a glob found, in the
 * order of their paths. A key defined twice is an error: two slices would otherwise fight over it silently.
 */
export function mergeExports(found: Found, suffix: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  for (const path of Object.keys(found).sort()) {
    for (const [name, value] of Object.entries(found[path] ?? {})) {
      if (!name.endsWith(suffix) || typeof value !== 'object' || value === null) continue
      for (const [key, member] of Object.entries(value)) {
        if (Object.prototype.hasOwnProperty.call(merged, key)) throw new Error(`${key} is defined twice (${path})`)
        merged[key] = member
      }
    }
  }
  return merged
}
