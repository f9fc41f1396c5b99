import type { DateTime } from './types'

/** SSL certificates and products, as the seed describes them (no dialect difference is known). */

export interface SslPrice {
  Price: number
  Period: number
}

export interface SslProduct {
  TrustLevel: number
  Id: number
  Vendor: string
  Name: string
  Description: string
  IsWildCard: boolean
  IsOrganizationValidation: boolean
  IsEv: boolean
  IsUnlimitedServers: boolean
  IsSan: boolean
  SanIncluded: number | null
  SanMaximum: number | null
  Prices: SslPrice[]
  SanPrices: SslPrice[]
  SanOnlyWildcard: boolean
}

export interface DcvItem {
  Domain: string
  IsSAN: boolean
  ValidationData: string
  Status: string
}

export interface SslCertificate {
  Id: number
  /** A number at the authority, written as a string. */
  VendorSslId: string
  Product: SslProduct
  Domain: string
  InternationalizedDomain: string
  DcvMethod: 'Email' | 'Dns' | 'Http' | 'Https'
  DcvList: DcvItem[]
  IsSecurityValidationFailed: boolean
  Period: number
  ActivationDate: DateTime | null
  ExpireDate: DateTime | null
  IsAutoProlong: boolean
  /** The addsan response calls this IsProlongTaskCreated. */
  IsAutoProlongTaskCreated: boolean
  PfxPassword: string
  State: string
  Firstname: string
  Lastname: string
  Phone: string
  OrgName: string
  OrgDepartment: string
  OrgFax: string
  OrgPostalcode: string
  OrgCountry: string
  OrgRegion: string
  OrgCity: string
  OrgAddressline: string
  CsrCode: string
  LastRevalidateDate: DateTime | null
  DateCreate: DateTime
}
