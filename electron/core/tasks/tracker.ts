import type { TaskTracker, TrackRequest } from './types'

/**
 * Placeholder seam until the task tracker lands (issue: live task progress): it only remembers what it was
 * asked to follow. Replaced by the polling tracker; handlers already call `track`.
 */
export function createTaskTracker(): TaskTracker & { tracked(): TrackRequest[] } {
  const requests: TrackRequest[] = []
  return {
    track: (request) => void requests.push(request),
    tracked: () => [...requests],
    dispose: () => void (requests.length = 0),
  }
}
