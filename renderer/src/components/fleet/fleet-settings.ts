import { notifyError } from '../../notify'
import type { useFleetStore } from '../../stores/fleet'

/** Reads the fleet settings; a failure is told to the user. */
export function readFleetSettings(fleet: ReturnType<typeof useFleetStore>): Promise<unknown> {
  return fleet.loadSettings().catch((error: unknown) => notifyError(error, 'reading the fleet settings'))
}

/** A change of the fleet settings (applied at once by a switch); a failure is told to the user. */
export function changeFleetSettings(job: Promise<unknown>): Promise<unknown> {
  return job.catch((error: unknown) => notifyError(error, 'changing the fleet settings'))
}
