import type { DcLocation } from './types'

/** Key of the location used when a request names none (the seed: "the St. Petersburg one"). */
export const DEFAULT_LOCATION = 'SdnSpb'

type Real = DcLocation['real']

/** One location: its key, the real dialect's names, what it offers (all pools and backups unless said), its seed names. */
interface LocationRow {
  key: string
  real: [TechTitle: string, Title: string, ShortTitle: string, Country: string, City: string]
  ipV6: boolean
  offers?: Partial<Pick<Real, 'IsEnableHighPool' | 'IsEnableBackup'>>
  /** Title, ShortTitle, CountryCode; absent: only the real dialect lists it. */
  seed?: [Title: string, ShortTitle: string, CountryCode: string]
}

/**
 * The seed dialect lists the three locations the sandbox has always had; the real one lists the live service's
 * TechTitles (C4 `data/ict_conf.json`). Moscow and Almaty are the same places under both names.
 */
const LOCATIONS: LocationRow[] = [
  {
    key: 'SdnSpb',
    real: ['SdnSpb', 'Xelent', 'СПБ', 'Россия', 'Санкт-Петербург'],
    ipV6: false,
    seed: ['St. Petersburg, Dataspace', 'St. Petersburg', 'RU'],
  },
  {
    key: 'SdnMsk',
    real: ['DsMsk', 'DataSpace', 'МСК', 'Россия', 'Москва'],
    ipV6: true,
    seed: ['Moscow, Ixcellerate', 'Moscow', 'RU'],
  },
  {
    key: 'SdnAlmaty',
    real: ['AhKz', 'Ahost', 'КЗ', 'Казахстан', 'Алматы'],
    ipV6: false,
    offers: { IsEnableHighPool: false },
    seed: ['Almaty, Kazakhtelecom', 'Almaty', 'KZ'],
  },
  { key: 'SdnSpb2', real: ['SdnSpb2', 'Linxdatacenter', 'СПБ-2', 'Россия', 'Санкт-Петербург'], ipV6: true },
  {
    key: 'MinskBy',
    real: ['MinskBy', 'Beltelecom', 'МНС', 'Беларусь', 'Минск'],
    ipV6: false,
    offers: { IsEnableBackup: false },
  },
]

function locationOf(row: LocationRow, index: number): DcLocation {
  const [TechTitle, Title, ShortTitle, Country, City] = row.real
  const seed = row.seed
  return {
    ID: index + 1,
    key: row.key,
    seed: seed
      ? {
          TechTitle: row.key,
          Title: seed[0],
          ShortTitle: seed[1],
          CountryCode: seed[2],
          IsDefault: row.key === DEFAULT_LOCATION,
        }
      : null,
    real: {
      TechTitle,
      Title,
      ShortTitle,
      IsEnableLowPool: true,
      IsEnableHighPool: true,
      IsEnableBackup: true,
      ...row.offers,
      IsEnableIpV6: row.ipV6,
      Country,
      City,
    },
  }
}

/** A fresh copy of the locations for one customer. */
export function defaultLocations(): DcLocation[] {
  return LOCATIONS.map(locationOf)
}
