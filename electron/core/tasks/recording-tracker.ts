import type { TaskTracker, TrackRequest } from './types'

/** For handler tests: a tracker that only remembers what it was asked to follow. */
export function createRecordingTracker(): TaskTracker & { tracked(): TrackRequest[] } {
  const requests: TrackRequest[] = []
  return {
    track: (request) => void requests.push(request),
    tracked: () => [...requests],
    dispose: () => void (requests.length = 0),
  }
}
