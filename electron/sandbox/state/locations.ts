import type { DcLocation } from './types'

/** TechTitle of the location used when a request names none (the seed: "the St. Petersburg one"). */
export const DEFAULT_LOCATION = 'SdnSpb'

export function defaultLocations(): DcLocation[] {
  return [
    { ID: 1, TechTitle: 'SdnSpb', Title: 'St. Petersburg, Dataspace', ShortTitle: 'St. Petersburg', CountryCode: 'RU', IsDefault: true },
    { ID: 2, TechTitle: 'SdnMsk', Title: 'Moscow, Ixcellerate', ShortTitle: 'Moscow', CountryCode: 'RU', IsDefault: false },
    { ID: 3, TechTitle: 'SdnAlmaty', Title: 'Almaty, Kazakhtelecom', ShortTitle: 'Almaty', CountryCode: 'KZ', IsDefault: false },
  ]
}
