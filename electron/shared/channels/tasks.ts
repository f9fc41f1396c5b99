/** The task centre: tracked tasks of every account. */
export const taskChannels = {}
export const taskEvents = {}
