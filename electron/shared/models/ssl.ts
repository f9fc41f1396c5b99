import type {} from './session'

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
  'InProgress',
  'Active',
  'InComplete',
  'Deleted',
  'Expired',
  'NeedMoney',
  'Outdated',
  'ReIssue',
  'Canceling',
  'Canceled',
  'New',
  'Rejected',
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

export const SSL_DCV_METHODS = ['Email', 'Dns', 'Http', 'Https'] as const
export type SslDcvMethod = (typeof SSL_DCV_METHODS)[number]

/** What `POST /ssl/{id}/action` takes as Type. */
export const SSL_ACTIONS = ['prolong', 'resumeorder', 'revalidate', 'cancel'] as const
export type SslAction = (typeof SSL_ACTIONS)[number]

/** What `GET /ssl/{id}/file/{kind}` serves. */
export const SSL_FILE_KINDS = ['ca', 'crt', 'csr', 'private-key', 'pfx'] as const
export type SslFileKind = (typeof SSL_FILE_KINDS)[number]
/** The private key and the PFX carry the key: secrets, shown only when revealed, never cached. */
export const SECRET_FILE_KINDS: readonly SslFileKind[] = ['private-key', 'pfx']

/** One certificate file, handed to the renderer for saving only (never kept). */
export interface CertificateFile {
  kind: SslFileKind
  fileName: string
  mediaType: string
  /** The bytes as the service sent them, base64 (IPC and the browser bridge carry JSON). */
  base64: string
}

/** Which actions fit a certificate's state (the service has the last word and says why it refuses). */
export function certificateActions(cert: Pick<SslCertificate, 'state'>): SslAction[] {
  const byState: Record<string, SslAction[]> = {
    Active: ['prolong', 'cancel'],
    Expired: ['prolong'],
    Outdated: ['prolong'],
    NeedMoney: ['resumeorder', 'cancel'],
    New: ['resumeorder', 'cancel'],
    InComplete: ['resumeorder', 'revalidate', 'cancel'],
    InProgress: ['revalidate', 'cancel'],
  }
  return byState[cert.state] ?? []
}

/** Files exist once the certificate is issued; the CSR always when the order has one. */
export function certificateFilesReady(cert: Pick<SslCertificate, 'state'>): boolean {
  return ['Active', 'Expired', 'Outdated'].includes(cert.state)
}

// This domain's sections of the snapshot (session.ts).
declare module './session' {
  interface AccountSnapshot {
    sslCertificates?: SslCertificate[]
  }
}
