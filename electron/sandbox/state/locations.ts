import type { DcLocation } from './types'

/** Key of the location used when a request names none (the seed: "the St. Petersburg one"). */
export const DEFAULT_LOCATION = 'SdnSpb'

const pools = { IsEnableLowPool: true, IsEnableHighPool: true, IsEnableBackup: true }

/**
 * The seed dialect lists the three locations the sandbox has always had; the real one lists the live service's
 * TechTitles (C4 `data/ict_conf.json`). Moscow and Almaty are the same places under both names.
 */
export function defaultLocations(): DcLocation[] {
  return [
    {
      ID: 1,
      key: 'SdnSpb',
      seed: {
        TechTitle: 'SdnSpb',
        Title: 'St. Petersburg, Dataspace',
        ShortTitle: 'St. Petersburg',
        CountryCode: 'RU',
        IsDefault: true,
      },
      real: {
        TechTitle: 'SdnSpb',
        Title: 'Xelent',
        ShortTitle: 'СПБ',
        ...pools,
        IsEnableIpV6: false,
        Country: 'Россия',
        City: 'Санкт-Петербург',
      },
    },
    {
      ID: 2,
      key: 'SdnMsk',
      seed: {
        TechTitle: 'SdnMsk',
        Title: 'Moscow, Ixcellerate',
        ShortTitle: 'Moscow',
        CountryCode: 'RU',
        IsDefault: false,
      },
      real: {
        TechTitle: 'DsMsk',
        Title: 'DataSpace',
        ShortTitle: 'МСК',
        ...pools,
        IsEnableIpV6: true,
        Country: 'Россия',
        City: 'Москва',
      },
    },
    {
      ID: 3,
      key: 'SdnAlmaty',
      seed: {
        TechTitle: 'SdnAlmaty',
        Title: 'Almaty, Kazakhtelecom',
        ShortTitle: 'Almaty',
        CountryCode: 'KZ',
        IsDefault: false,
      },
      real: {
        TechTitle: 'AhKz',
        Title: 'Ahost',
        ShortTitle: 'КЗ',
        ...pools,
        IsEnableHighPool: false,
        IsEnableIpV6: false,
        Country: 'Казахстан',
        City: 'Алматы',
      },
    },
    {
      ID: 4,
      key: 'SdnSpb2',
      seed: null,
      real: {
        TechTitle: 'SdnSpb2',
        Title: 'Linxdatacenter',
        ShortTitle: 'СПБ-2',
        ...pools,
        IsEnableIpV6: true,
        Country: 'Россия',
        City: 'Санкт-Петербург',
      },
    },
    {
      ID: 5,
      key: 'MinskBy',
      seed: null,
      real: {
        TechTitle: 'MinskBy',
        Title: 'Beltelecom',
        ShortTitle: 'МНС',
        ...pools,
        IsEnableBackup: false,
        IsEnableIpV6: false,
        Country: 'Беларусь',
        City: 'Минск',
      },
    },
  ]
}
