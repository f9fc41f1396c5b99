import type { ResourceRegistry } from '../slices'

/**
 * The kinds of thing the tree shows and a pane can open; tasks and notifications point at them too: a category
 * row, and every kind whose descriptor `kinds/<kind>.ts` adds to `ResourceRegistry` (registry.ts collects them).
 */
export type ResourceKind = 'category' | keyof ResourceRegistry

/** A selectable thing: `id` is the resource id (for a category, its snapshot section name). */
export interface ResourceRef {
  kind: ResourceKind
  id: number | string
  /** The containing resource where ids are only unique inside it (a DNS record's zone). */
  parentId?: number
}

export function sameResource(a: ResourceRef | null | undefined, b: ResourceRef | null | undefined): boolean {
  return !!a && !!b && a.kind === b.kind && String(a.id) === String(b.id) && a.parentId === b.parentId
}

/** A ref as one string, the same for equal refs (a map key). */
export const refKey = (ref: ResourceRef): string => `${ref.kind}:${ref.parentId ?? ''}:${ref.id}`
