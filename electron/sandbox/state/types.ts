/**
 * The in-memory state of one customer, dialect-neutral: PascalCase fields use the API's names (and the seed's
 * string-typed numbers), camelCase fields are sandbox-internal and never sent. The functions under ../dialects/
 * render it for the dialect the sandbox speaks, and read request bodies back into it.
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

export type NetworkType = 'PublicShared' | 'Public' | 'Private'

export interface ServerLink {
  LinkID: number
  /** null for the shared public network (the real dialect shows its real id, 274). */
  NetworkID: number | null
  LinkState: 'New' | 'Active'
  NetworkType: NetworkType
  NetworkName: string
  IP: string
  MAC: string
  Mask: string
  Gateway: string
  /** Mbit/s; EditNetworkBandwidth changes it. */
  Bandwidth: number
}

export interface Server {
  ID: number
  Name: string
  /** New, Active, Blocked, NeedMoney; Deleting during batch deletion. Power is IsPowerOn alone. */
  State: string
  IsPowerOn: boolean
  /** null when the server has none (as the live service sends it). */
  HostName: string | null
  /** null for images that have no fixed administrator login. */
  AdminUserName: string | null
  AdminPassword: string
  /** Image name as the live service writes it, e.g. Ubuntu24.04x64. */
  Image: string
  IsHighPerformance: boolean
  /** Ids of the SSH keys installed on the server. */
  LinkedSshKeys: number[]
  CPU: number
  /** MB */
  RAM: number
  /** GB */
  HDD: number
  /** SSD or SAS. */
  HDDType: string
  IP: string
  DCLocation: string
  /** The seed dialect's display name of the image, e.g. Ubuntu 24.04. */
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

/**
 * HostName is always the owner relative to the zone ('@', 'www', '_sip._tcp'); the data sits where the seed
 * dialect shows it: IP, Text, MnemonicName (CNAME target), ExtHostName (MX, NS and SRV target).
 */
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
  /** The real dialect sends State null for this record. */
  nullState?: boolean
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
  /** The seed dialect writes it as text ("true"), the real one as a bool. */
  IsDelegate: boolean
  /** The real dialect sends State null for this zone. */
  nullState?: boolean
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
  /** false: the real dialect shows the password only in the answer that set it (PersistPassword false). */
  passwordKept?: boolean
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
