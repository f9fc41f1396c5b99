export interface SslPrice {
  price: number
  /** Validity in months. */
  period: number
}

export interface SslProduct {
  id: number
  trustLevel: number | null
  vendor: string | null
  name: string
  description: string | null
  isWildCard: boolean
  isOrganizationValidation: boolean
  isEv: boolean
  isUnlimitedServers: boolean
  isSan: boolean
  /** null when none. */
  sanIncluded: number | null
  /** null when none. */
  sanMaximum: number | null
  prices: SslPrice[]
  sanPrices: SslPrice[]
  sanOnlyWildcard: boolean
}

/** A domain-validation progress item (wire `DcvList[]`). */
export interface DcvItem {
  domain: string
  isSan: boolean
  validationData: string | null
  status: string | null
}

/** Certificate states per the seed; `state` stays a plain string so new ones still show. */
export const SSL_STATES = [
  'InProgress', 'Active', 'InComplete', 'Deleted', 'Expired', 'NeedMoney',
  'Outdated', 'ReIssue', 'Canceling', 'Canceled', 'New', 'Rejected',
] as const

export interface SslCertificate {
  id: number
  /** Wire `VendorSslId` (a string in the example); null when absent or not numeric. */
  vendorSslId: number | null
  product: SslProduct | null
  domain: string
  internationalizedDomain: string | null
  /** Email, Dns, Http or Https. */
  dcvMethod: string | null
  dcvList: DcvItem[]
  isSecurityValidationFailed: boolean
  /** Months. */
  period: number | null
  activationDate: string | null
  expireDate: string | null
  isAutoProlong: boolean
  /** Wire `IsAutoProlongTaskCreated`, or `IsProlongTaskCreated` in the addsan response. */
  isAutoProlongTaskCreated: boolean
  pfxPassword: string | null
  state: string
  firstname: string | null
  lastname: string | null
  phone: string | null
  orgName: string | null
  orgDepartment: string | null
  orgFax: string | null
  orgPostalcode: string | null
  orgCountry: string | null
  orgRegion: string | null
  orgCity: string | null
  orgAddressline: string | null
  csrCode: string | null
  lastRevalidateDate: string | null
  dateCreate: string | null
}

/** Only certificates awaiting payment can be deleted (seed, Limits 2). */
export function canDeleteCertificate(cert: Pick<SslCertificate, 'state'>): boolean {
  return cert.state === 'NeedMoney'
}
