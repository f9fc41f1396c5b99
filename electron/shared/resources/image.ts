import type { Image } from '../models/images'
import { defineResource } from './descriptor'

/** Public templates and the account's own images; the tree and palette show only its own. */
export const imageResource = defineResource<Image>({
  kind: 'image',
  section: 'images',
  entries: (snapshot) => snapshot.images?.map((item) => ({ item })) ?? null,
  id: (i) => i.id,
  name: (i) => i.displayName || i.name,
  state: (i) => i.state,
})
