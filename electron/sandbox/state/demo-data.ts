import { formatDate } from '../dates'
import { DEFAULT_TTL, type RecordInput } from '../dns/records'
import { DEMO_ED25519_KEY, DEMO_RSA_KEY } from './demo-keys'
import { addRecord, addZone } from './dns'
import { addOwnImage } from './images'
import { addPrivateNetwork, addPublicNetwork } from './networks'
import { addServer, linkServer, type NewServer } from './servers'
import { addCertificate } from './ssl'
import { sslProducts } from './ssl-products'
import { addStorageUser, createStorage } from './storage'
import type { DnsZone } from './dns-types'
import type { ServerAction, ServerActionType } from './server-types'
import type { CustomerState } from './types'

const DAY = 86_400_000

/** A small company's account: a web shop with two front ends, a database, backups and staging. */
export function fillDemoData(customer: CustomerState, now: number, options: { allPaid?: boolean } = {}): void {
  Object.assign(customer.account, {
    FirstName: 'Anna',
    LastName: 'Petrova',
    Email: 'anna.petrova@example.com',
    Phone: '+7 812 555-01-23',
    CompanyName: 'Example Foods LLC',
    DateCreate: formatDate(now - 420 * DAY),
  })
  fillServersAndNetworks(customer, now)
  fillDns(customer, now)
  fillCertificates(customer, now, options.allPaid ?? false)
  const storage = createStorage(customer, 'Activated')
  addStorageUser(customer, storage, 'backup')
  addStorageUser(customer, storage, 'media')
  for (const [Title, PublicKey] of [
    ['Anna laptop', DEMO_ED25519_KEY],
    ['CI deploy', DEMO_RSA_KEY],
  ] as const) {
    const ID = customer.nextId()
    customer.sshKeys.set(ID, { ID, Title, PublicKey, IsActive: true })
  }
}

function fillServersAndNetworks(customer: CustomerState, now: number): void {
  type Extra = Pick<NewServer, 'HostName' | 'AdminUserName' | 'HDDType' | 'IsHighPerformance'>
  const server = (
    Name: string,
    DCLocation: string,
    IP: string,
    on: boolean,
    cpu: number,
    ram: number,
    hdd: number,
    image: string,
    age: number,
    extra: Extra = {},
  ) =>
    addServer(customer, {
      Name,
      DCLocation,
      IP,
      IsPowerOn: on,
      CPU: cpu,
      RAM: ram,
      HDD: hdd,
      ImageFamily: image,
      createdAt: now - age * DAY,
      ...extra,
    })
  // Host names are null except web-01's, and backup-01 has no fixed login: the real dialect sends those as null.
  const web1 = server('web-01', 'SdnSpb', '203.0.113.10', true, 2, 4096, 40, 'Ubuntu 24.04', 410, {
    HostName: 'web-01.example.com',
  })
  const web2 = server('web-02', 'SdnSpb', '203.0.113.11', true, 2, 4096, 40, 'Ubuntu 24.04', 409)
  const db = server('db-01', 'SdnSpb', '203.0.113.20', true, 4, 16384, 200, 'Debian 12', 400, {
    IsHighPerformance: true,
  })
  const backup = server('backup-01', 'SdnMsk', '198.51.100.30', false, 1, 2048, 500, 'Debian 12', 300, {
    HDDType: 'SAS',
    AdminUserName: null,
  })
  const staging = server('staging-01', 'SdnMsk', '198.51.100.31', false, 2, 2048, 30, 'Ubuntu 24.04', 60)

  const backend = addPrivateNetwork(customer, {
    Name: 'app-backend',
    IsDHCP: true,
    DCLocation: 'SdnSpb',
    State: 'Active',
  })
  for (const s of [web1, web2, db]) linkServer(customer, s, backend)
  const replication = addPrivateNetwork(customer, {
    Name: 'replication',
    IsDHCP: false,
    DCLocation: 'SdnMsk',
    State: 'Active',
  })
  for (const s of [backup, staging]) linkServer(customer, s, replication)
  const publicNet = addPublicNetwork(customer, { Name: 'shop-frontend', CIDR: '203.0.113.32/29', DCLocation: 'SdnSpb' })
  linkServer(customer, web1, publicNet)

  const history = (serverId: number, Type: ServerActionType, daysAgo: number): void => {
    const start = now - daysAgo * DAY
    const action: ServerAction = {
      ID: customer.nextId(),
      Type,
      State: 'Completed',
      StartDate: formatDate(start),
      EndDate: formatDate(start + 40_000),
    }
    customer.serverActions.get(serverId)?.push(action)
  }
  addOwnImage(customer, web1, {
    Name: 'webtemplate',
    DisplayName: 'web-template',
    State: 'Active',
    createdAt: now - 20 * DAY,
  })
  history(web1.ID, 'PowerReboot', 12)
  history(db.ID, 'PowerReboot', 30)
  history(backup.ID, 'PowerOff', 3)
  history(staging.ID, 'PowerOff', 1)
}

const a = (name: string, ip: string): RecordInput => ({ type: 'A', name, ip, ttl: DEFAULT_TTL })
const aaaa = (name: string, ip: string): RecordInput => ({ type: 'AAAA', name, ip, ttl: DEFAULT_TTL })
const cname = (name: string, target: string): RecordInput => ({ type: 'CNAME', name, target, ttl: DEFAULT_TTL })
const mx = (priority: string, target: string): RecordInput => ({
  type: 'MX',
  name: '@',
  priority,
  target,
  ttl: DEFAULT_TTL,
})
const txt = (name: string, text: string): RecordInput => ({ type: 'TXT', name, text, ttl: '300' })

function fillDns(customer: CustomerState, now: number): void {
  const zone = (
    Name: string,
    State: string,
    delegated: boolean,
    records: RecordInput[],
    nullState = false,
  ): DnsZone => {
    const z = addZone(customer, { Name, State, IsDelegate: delegated, createdAt: now - 200 * DAY, nullState })
    for (const r of records) addRecord(customer, z, r, State)
    return z
  }
  const com = zone('example.com', 'Active', true, [
    a('@', '203.0.113.10'),
    a('www', '203.0.113.10'),
    a('shop', '203.0.113.11'),
    a('mail', '203.0.113.25'),
    aaaa('@', '2001:0db8:0000:0000:0000:0000:0000:0010'),
    aaaa('www', '2001:0db8:0000:0000:0000:0000:0000:0010'),
    cname('blog', 'www'),
    mx('10', 'mail.example.com'),
    mx('20', 'mx2.example.net'),
    txt('@', 'v=spf1 ip4:203.0.113.0/24 include:_spf.example.net -all'),
    txt('_dmarc', 'v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com'),
  ])
  // The real dialect sends State null for these two (the live service does so for some zones and records).
  const dmarc = com.LinkedRecords.find((r) => r.HostName === '_dmarc')
  if (dmarc) dmarc.nullState = true
  zone(
    'example.net',
    'Active',
    true,
    [
      a('@', '198.51.100.30'),
      a('mx2', '198.51.100.31'),
      aaaa('@', '2001:0db8:0000:0000:0000:0000:0000:0030'),
      cname('www', 'example.net'),
      mx('10', 'mx2.example.net'),
      txt('@', 'site-verification=3f9c2a7e41b8d05c'),
    ],
    true,
  )
  zone('example.org', 'New', false, [a('@', '203.0.113.12'), cname('www', '@'), txt('@', 'v=spf1 -all')])
}

function fillCertificates(customer: CustomerState, now: number, allPaid: boolean): void {
  const [positive, wildcard, multi] = sslProducts()
  if (!positive || !wildcard || !multi) throw new Error('SSL product catalogue changed')
  addCertificate(customer, now, {
    product: multi,
    Domain: 'example.com',
    DcvMethod: 'Dns',
    sans: ['www.example.com', 'shop.example.com'],
    State: 'Active',
    dcvStatus: 'Validated',
    orderedDaysAgo: 101,
    issuedDaysAgo: 100,
    IsAutoProlong: true,
  })
  addCertificate(customer, now, {
    product: positive,
    Domain: 'example.org',
    DcvMethod: 'Email',
    sans: [],
    // Unpaid in the tests' Demo (a certificate that may be deleted); paid, and being validated, in the app's.
    State: allPaid ? 'InProgress' : 'NeedMoney',
    dcvStatus: 'Pending',
    orderedDaysAgo: 2,
    issuedDaysAgo: null,
    IsAutoProlong: false,
  })
  addCertificate(customer, now, {
    product: wildcard,
    Domain: '*.example.net',
    DcvMethod: 'Http',
    sans: [],
    State: 'InProgress',
    dcvStatus: 'Pending',
    orderedDaysAgo: 1,
    issuedDaysAgo: null,
    IsAutoProlong: true,
  })
}
