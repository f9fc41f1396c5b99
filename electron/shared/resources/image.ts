import { listResource } from './descriptor'

/** Public templates and the account's own images; the tree and palette show only its own. */
export const imageResource = listResource('images', {
  kind: 'image',
  id: (i) => i.id,
  name: (i) => i.displayName || i.name,
  state: (i) => i.state,
})
