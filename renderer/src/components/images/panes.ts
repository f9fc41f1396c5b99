import type { PaneRegistry } from '../panes/registry'
import { lazyPane } from '../panes/lazy-pane'

const ImagePane = lazyPane(() => import('./ImagePane.vue'))

/** Detail panes of this area, by resource kind (its list pane is the Images category's). */
export const imagePanes: PaneRegistry = {
  image: ImagePane,
}
