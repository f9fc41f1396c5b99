import type { SnapshotSection } from '../models/session'
import type { Found, ResourceRegistry } from '../slices'
import type { ResourceDescriptor } from './descriptor'
import type { ResourceKind } from './refs'

function isDescriptor(value: unknown): value is ResourceDescriptor {
  if (typeof value !== 'object' || value === null) return false
  const { kind, order } = value as Partial<ResourceDescriptor>
  return typeof kind === 'string' && typeof order === 'number'
}

/** The descriptors a module exports (named `…Resource`); a module in the kinds' folder without one is an error. */
function descriptorsOf(path: string, exports: Record<string, unknown>): ResourceDescriptor[] {
  const named = Object.entries(exports).filter(([name]) => name.endsWith('Resource'))
  if (named.length === 0) throw new Error(`${path} exports no resource descriptor (…Resource)`)
  return named.map(([name, value]) => {
    if (!isDescriptor(value)) throw new Error(`${name} (${path}) is not a resource descriptor`)
    return value
  })
}

/**
 * The descriptors of the modules a glob found, by kind, in their `order`. Two kinds of one name or of one place
 * are an error: one would otherwise hide the other, or their order would be the files'.
 */
export function registryOf(found: Found): Record<string, ResourceDescriptor> {
  const descriptors = Object.entries(found).flatMap(([path, exports]) => descriptorsOf(path, exports))
  const registry: Record<string, ResourceDescriptor> = {}
  const orders = new Set<number>()
  for (const descriptor of descriptors.sort((a, b) => a.order - b.order)) {
    if (Object.hasOwn(registry, descriptor.kind)) throw new Error(`the kind ${descriptor.kind} is defined twice`)
    if (orders.has(descriptor.order)) throw new Error(`two kinds have the order ${descriptor.order}`)
    registry[descriptor.kind] = descriptor
    orders.add(descriptor.order)
  }
  return registry
}

/** Each kind's descriptor, exactly as its file defines it (an object type: what the registry's record holds). */
type Registered = { [K in keyof ResourceRegistry]: ResourceRegistry[K] }

/**
 * Every resource kind, by its name, in the order the tree shows their categories: each found where it lives
 * (`kinds/<kind>.ts`, adding its type to `ResourceRegistry` in slices.ts), so no file lists the kinds.
 */
export const REGISTRY = registryOf(
  import.meta.glob<Record<string, unknown>>(['./kinds/*.ts', '!./kinds/*.test.ts'], { eager: true }),
) as Registered

/** Every kind's name, a category's first: what a ref's `kind` may be (the contract's schemas check it). */
export const RESOURCE_KINDS = ['category', ...Object.keys(REGISTRY)] as [ResourceKind, ...ResourceKind[]]

/** The sections no resource kind is read into: where things can be made, and the account's own facts. */
const KINDLESS_SECTIONS = ['locations', 'account'] as const satisfies readonly SnapshotSection[]

/**
 * The snapshot's section names: the kinds' sections in their order, then the two no kind lives in (core's SECTIONS,
 * typed by every member of AccountSnapshot, is checked against them). Zod-free, for the renderer's first paint.
 */
export const SNAPSHOT_SECTIONS: readonly SnapshotSection[] = [
  ...new Set([...Object.values(REGISTRY).map((descriptor) => descriptor.section), ...KINDLESS_SECTIONS]),
]
