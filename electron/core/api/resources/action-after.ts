import type { ServerAction } from '../../../shared/models/servers'
import { ApiError } from '../errors'

/**
 * The action a change started, when its answer is the server and not the action (a rebuild on the live service:
 * C1 `RebuildServer` returns a Server): the action GET /server/{id}/action shows after the request and did not
 * before, whatever its type word (no public source names the rebuild's; the public client takes the newest action).
 * Of several new ones, one whose type says "rebuild" (`prefer`), else the newest. Without the list from before (it
 * could not be read), the newest action of any type, as the public client does; null when nothing new shows.
 */
export function actionAfter(
  before: readonly ServerAction[] | null,
  after: readonly ServerAction[],
  prefer: RegExp,
): ServerAction | null {
  const newest = (actions: readonly ServerAction[]) =>
    actions.reduce<ServerAction | null>((best, a) => (best === null || a.id > best.id ? a : best), null)
  if (before === null) return newest(after)
  const known = new Set(before.map((a) => a.id))
  const fresh = after.filter((a) => !known.has(a.id))
  return newest(fresh.filter((a) => prefer.test(a.type))) ?? newest(fresh)
}

/** The list from before the change, or null when it cannot be read (a cancelled call stays cancelled). */
export async function actionsBefore(read: () => Promise<ServerAction[]>): Promise<ServerAction[] | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'cancelled') throw error
    return null
  }
}
