import type { Location } from '@shared/models'

/** The TechTitle the provider uses when none is given (PRODUCT §2: St. Petersburg). */
export const DEFAULT_LOCATION = 'SdnSpb'

/** A location as people know it ("St. Petersburg"), from its TechTitle; the TechTitle itself when unknown. */
export function locationName(techTitle: string | null | undefined, locations: Location[] | undefined): string {
  if (!techTitle) return '—'
  const found = locations?.find((l) => l.techTitle === techTitle)
  return found ? (found.shortTitle ?? found.title) : techTitle
}

/** The location a new network gets unless the user picks another: St. Petersburg, else the first listed. */
export function defaultLocation(locations: Location[] | undefined): string | undefined {
  if (!locations?.length) return undefined
  return (locations.find((l) => l.techTitle === DEFAULT_LOCATION) ?? locations[0])!.techTitle
}
