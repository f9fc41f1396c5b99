import type { PaneRegistry } from '../panes/registry'

/** Detail panes of this area, by resource kind. */
export const sslPanes: PaneRegistry = {}
