/**
 * The in-memory state of one customer, kept in wire shape (PascalCase, the API's own field names and
 * string-typed numbers) so that most responses are the stored objects themselves.
 */

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

export interface DcLocation {
  ID: number
  TechTitle: string
  Title: string
  ShortTitle: string
  CountryCode: string
  IsDefault: boolean
}

export type NetworkType = 'PublicShared' | 'Public' | 'Private'

export interface ServerLink {
  LinkID: number
  /** null for the shared public network. */
  NetworkID: number | null
  LinkState: 'New' | 'Active'
  NetworkType: NetworkType
  NetworkName: string
  IP: string
  MAC: string
}

export interface Server {
  ID: number
  Name: string
  /** Active (powered on), PowerOff, Deleting. */
  State: string
  IsPowerOn: boolean
  CPU: number
  /** MB */
  RAM: number
  /** GB */
  HDD: number
  HDDType: string
  IP: string
  DCLocation: string
  ImageFamily: string
  DateCreate: DateTime
  LinkedNetworks: ServerLink[]
}

export type ServerActionType =
  | 'Create'
  | 'PowerOn'
  | 'PowerOff'
  | 'PowerReboot'
  | 'ShutDownGuestOS'
  | 'AddNetwork'
  | 'RemoveNetwork'
  | 'EditNetworkBandwidth'

export interface ServerAction {
  ID: number
  Type: ServerActionType
  /** New, InProgress, Completed. */
  State: string
  StartDate?: DateTime
  EndDate?: DateTime
}

export interface LinkedServer {
  LinkState: 'New' | 'Active'
  IP: string
  MAC: string
  ServerID: number
  LinkID: number
}

export interface PrivateNetwork {
  ID: number
  Name: string
  /** New, Active, NeedMoney. */
  State: string
  /** Kept here; the list form leaves it out, the create form shows it (as the seed does). */
  CIDR: string
  Mask: string
  Gateway: string
  LinkedServers: LinkedServer[]
  IsDHCP: boolean
  DCLocation: string
  NetworkCapacity: string
  Type: string
  Bandwidth: number
}

export interface PublicNetwork {
  ID: number
  Name: string
  /** Active, Deleting. */
  State: string
  Type: string
  CIDR: string
  Mask: string
  Gateway: string
  DCLocation: string
  NetworkCapacity: string
  Bandwidth: number
  LinkedServers: LinkedServer[]
}

export interface PublicNetworkTask {
  ProgressPercent: number
  Title: string
  ID: number
  Type: 'DeletePublicNetwork'
  State: string
}

export interface DnsRecord {
  ID: string
  TypeRecord: DnsRecordType
  IP: string
  HostName: string
  Priority: string
  Text: string
  MnemonicName: string
  ExtHostName: string
  State: string
  TTL: string
  CanonicalDescription: string
  /** SRV only: the parts that have no field of their own in the seed's record shape. */
  Service?: string
  Proto?: string
  Weight?: string
  Port?: string
}

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'NS' | 'SRV' | 'TXT'

export interface DnsZone {
  ID: number
  Name: string
  TechName: string
  State: string
  DateCreate: DateTime
  /** Text, not a bool: "true" / "false". */
  IsDelegate: string
  LinkedRecords: DnsRecord[]
}

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

export interface NativeApiConnection {
  Endpoint: string
  TenantId: string
  AccessKey: string
  Password: string
}

export interface CompatApiConnection {
  Endpoint: string
  AccessKey: string
  SecretKey: string
}

export interface FtpConnection {
  HostName: string
  Login: string
  Password: string
}

export interface StorageTask {
  Id: number
  ProgressPercent: number
  /** StorageUserBlock, StorageUserUnblock. */
  Type: string
  /** New, InProgress, Completed. */
  State: string
  StartDate: DateTime
}

export interface StorageAccount {
  Id: number
  ExternalId: string
  Name: string
  Password: string
  NativeApiConnection: NativeApiConnection
  CompatApiConnection: CompatApiConnection
  FtpConnection: FtpConnection
  /** Active, Blocked. */
  State: string
}

export interface StorageUser extends StorageAccount {
  Tasks: StorageTask[]
}

export interface Storage {
  Id: number
  ExternalId: string
  Name: string
  QuotaBytes: number | null
  /** Activating, Activated, Blocked, Deactivating. */
  State: string
  Owner: StorageAccount
  Tasks: StorageTask[]
}

export interface SshKey {
  ID: number
  Title: string
  PublicKey: string
  IsActive: boolean
}

export interface CustomerState {
  token: string
  account: Account
  locations: DcLocation[]
  servers: Map<number, Server>
  /** Per server id, oldest first. */
  serverActions: Map<number, ServerAction[]>
  networks: Map<number, PrivateNetwork>
  publicNetworks: Map<number, PublicNetwork>
  /** Running deletion tasks by public network id. */
  publicNetworkDeletions: Map<number, PublicNetworkTask>
  zones: Map<number, DnsZone>
  certificates: Map<number, SslCertificate>
  storage: Storage | null
  storageUsers: Map<number, StorageUser>
  sshKeys: Map<number, SshKey>
  /** One id sequence for every kind, so an id used for the wrong kind of resource is a 404. */
  nextId(): number
  /** Seeded per customer: passwords, keys and generated data repeat run after run. */
  random: () => number
}
