import { lazyPane } from '../panes/lazy-pane'

/**
 * Stand-ins for naive-ui components the shell shows only after its first paint, if at all: the same components,
 * loaded when first rendered, so their code is not parsed before the first paint.
 */
export const NAlert = lazyPane(() => import('./naive-later').then((naive) => naive.NAlert))
export const NDropdown = lazyPane(() => import('./naive-later').then((naive) => naive.NDropdown))
