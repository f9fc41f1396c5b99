import type {} from '../../slices'
import { listResource } from '../descriptor'

/** Public templates and the account's own images; the tree and palette show only its own. */
export const imageResource = listResource('images', {
  kind: 'image',
  order: 100,
  name: (i) => i.displayName || i.name,
  state: (i) => i.state,
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    image: typeof imageResource
  }
}
