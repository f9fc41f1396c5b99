import type { Location } from '@shared/models/networks'
import { i18n } from '../i18n'

/** The TechTitle the provider uses when none is given (PRODUCT §2: St. Petersburg). */
export const DEFAULT_LOCATION = 'SdnSpb'

/**
 * A location as people know it ("St. Petersburg (Xelent)"): the known TechTitles in the user's language, else
 * the city and data centre the service names; the TechTitle itself when the account lists no such location.
 */
export function locationName(techTitle: string | null | undefined, locations: Location[] | undefined): string {
  if (!techTitle) return '—'
  const found = locations?.find((l) => l.techTitle === techTitle)
  const key = `networks.locations.${techTitle}`
  const city = i18n.global.te(key) ? i18n.global.t(key) : (found?.city ?? null)
  if (!found) return city ?? techTitle
  if (!city) return found.shortTitle ?? found.title
  const centre = dataCentre(found)
  return centre && centre !== city ? `${city} (${centre})` : city
}

/** The data centre's own name: the seed's "St. Petersburg, Dataspace" is "Dataspace" (the city is said already). */
function dataCentre(location: Location): string {
  const city = location.shortTitle ?? location.city
  const prefix = city ? `${city}, ` : null
  return prefix && location.title.startsWith(prefix) ? location.title.slice(prefix.length) : location.title
}

/** The location a new network gets unless the user picks another: St. Petersburg, else the first listed. */
export function defaultLocation(locations: Location[] | undefined): string | undefined {
  if (!locations?.length) return undefined
  return (locations.find((l) => l.techTitle === DEFAULT_LOCATION) ?? locations[0])!.techTitle
}
