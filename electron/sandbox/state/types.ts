/**
 * The in-memory state of one customer, dialect-neutral: PascalCase fields use the API's names (and the seed's
 * string-typed numbers), camelCase fields are sandbox-internal and never sent. The functions under ../dialects/
 * render it for the dialect the sandbox speaks, and read request bodies back into it.
 */

import type { Merged } from '../../shared/slices'

/** ISO 8601 without a zone offset, e.g. 2026-11-22T10:15:00. */
export type DateTime = string

export interface Account {
  ID: number
  FirstName: string
  LastName: string
  Email: string
  Phone: string
  CompanyName: string
  Balance: number
  Currency: string
  IsBlocked: boolean
  DateCreate: DateTime
}

/** A data-centre location, with its face in each dialect. */
export interface DcLocation {
  ID: number
  /** Stored in every DCLocation field: the seed dialect's TechTitle where it has one, else the real one. */
  key: string
  /** null: only the real dialect lists this location. */
  seed: { TechTitle: string; Title: string; ShortTitle: string; CountryCode: string; IsDefault: boolean } | null
  real: {
    TechTitle: string
    Title: string
    ShortTitle: string
    IsEnableLowPool: boolean
    IsEnableHighPool: boolean
    IsEnableBackup: boolean
    IsEnableIpV6: boolean
    Country: string
    City: string
  }
}

/** What every customer has whatever the domains: the token, the account, the locations, the id sequence. */
export interface CustomerBase {
  token: string
  account: Account
  locations: DcLocation[]
  /** One id sequence for every kind, so an id used for the wrong kind of resource is a 404. */
  nextId(): number
  /** Seeded per customer: passwords, keys and generated data repeat run after run. */
  random: () => number
}

/** The customer's id sequence: what a kind's state draws on to make an item. */
export type IdSource = Pick<CustomerBase, 'nextId'>

/** The customer's seeded randomness: passwords, keys and other generated values. */
export type RandomSource = Pick<CustomerBase, 'random'>

/**
 * Each kind's part of a customer, by kind. A kind's state file (state/<kind>.ts) adds its own by declaration
 * merging, `declare module './types' { interface CustomerParts { sshKeys: SshKeysState } }`, and the registry
 * (../kinds.ts) must give every part its `initial` state. This file imports no kind, so no state file ties
 * itself into a circle by naming it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CustomerParts {}

/** One customer: the base and every kind's part. */
export type CustomerState = CustomerBase & Merged<CustomerParts>
