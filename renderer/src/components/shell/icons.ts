// The frame's line icons (ShellButton's `icon`): each the paths' data on LineIcon's 24 × 24 grid.

/** A magnifying glass: search. */
export const SEARCH_ICON = ['M17 11a6 6 0 1 1-12 0a6 6 0 1 1 12 0', 'M20 20l-4.5-4.5'] as const
/** A checklist: the tasks. */
export const TASKS_ICON = ['M9 6h11M9 12h11M9 18h11', 'M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2'] as const
/** A clock: the journal of what was done. */
export const CLOCK_ICON = ['M12 7v5l3 2', 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0'] as const
