import { lazyPane, type PaneRegistry } from '../panes/lazy-pane'

// Loaded when first shown (lazy-pane.ts).
const ImagePane = lazyPane(() => import('./ImagePane.vue'))
const ImagesListPane = lazyPane(() => import('./ImagesListPane.vue'))

/** The panes of this area, by resource kind. */
export const imagePanes: PaneRegistry = {
  image: { detail: ImagePane, list: ImagesListPane },
}
