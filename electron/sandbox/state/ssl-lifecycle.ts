import { daysFrom, formatDate } from '../dates'
import { randomBytes, randomHex } from '../random'
import type { TaskEngine } from '../tasks'
import type { DnsState } from './dns'
import type { SslState } from './ssl'
import type { DcvItem, SslCertificate } from './ssl-types'
import type { RandomSource } from './types'

/**
 * How a certificate moves on the task clock: New (order not yet sent) → InProgress (validation) → Active, one
 * pace apart plus the authority's checks; an order placed while the balance is negative waits in NeedMoney.
 */

/** Paces from InProgress until the authority has checked every domain and issued the certificate. */
export const ISSUE_PACES = 3

export type SslFileKind = 'ca' | 'crt' | 'csr' | 'private-key' | 'pfx'
export const SSL_FILE_KINDS: readonly SslFileKind[] = ['ca', 'crt', 'csr', 'private-key', 'pfx']

interface CertificateFiles {
  ca: Buffer
  crt: Buffer
  'private-key': Buffer | null
  pfx: Buffer
}

/** Files live beside the certificate, never in its JSON (the private key is a secret). */
const issuedFiles = new WeakMap<SslCertificate, CertificateFiles>()
/** Certificates whose CSR the customer sent: the service holds no private key for them. */
const customerCsr = new WeakSet<SslCertificate>()

export function markCustomerCsr(cert: SslCertificate): void {
  customerCsr.add(cert)
}

const pem = (label: string, bytes: Buffer) => {
  const lines = bytes.toString('base64').match(/.{1,64}/g) ?? []
  return Buffer.from(`-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`)
}

/** The files of an issued certificate, made once (on first need) from the customer's seeded randomness. */
export function filesOf(customer: RandomSource, cert: SslCertificate): CertificateFiles {
  let files = issuedFiles.get(cert)
  if (!files) {
    const pfx = randomBytes(customer.random, 1200)
    // A PKCS#12 file starts as a DER SEQUENCE; the rest is opaque bytes (many above 0x7f).
    pfx[0] = 0x30
    pfx[1] = 0x82
    files = {
      ca: Buffer.concat([
        pem('CERTIFICATE', randomBytes(customer.random, 900)),
        pem('CERTIFICATE', randomBytes(customer.random, 880)),
      ]),
      crt: pem('CERTIFICATE', randomBytes(customer.random, 1000)),
      'private-key': customerCsr.has(cert) ? null : pem('PRIVATE KEY', randomBytes(customer.random, 1190)),
      pfx,
    }
    issuedFiles.set(cert, files)
  }
  return files
}

/** Makes `pem` the certificate's crt file (a test's certificate, made for a loopback site): what the API then serves. */
export function setCertificateFile(customer: RandomSource, cert: SslCertificate, pem: string): void {
  filesOf(customer, cert).crt = Buffer.from(pem)
}

/** Issues (or re-issues) the certificate now: every domain validated, dates set, a fresh PFX password. */
export function issue(customer: RandomSource, cert: SslCertificate, now: number): void {
  const from = cert.ExpireDate && Date.parse(`${cert.ExpireDate}Z`) > now ? Date.parse(`${cert.ExpireDate}Z`) : now
  cert.State = 'Active'
  for (const item of cert.DcvList) item.Status = 'Validated'
  cert.ActivationDate = formatDate(now)
  cert.ExpireDate = daysFrom(from, Math.round((cert.Period / 12) * 365))
  cert.PfxPassword = randomHex(customer.random, 12)
  cert.IsAutoProlongTaskCreated = false
  issuedFiles.delete(cert)
}

/**
 * Runs the authority's part: InProgress at once (or after one pace from New), then issued ISSUE_PACES later,
 * unless the order was cancelled or paid for differently meanwhile (each step re-reads the state).
 */
export function runValidation(
  customer: RandomSource & SslState & DnsState,
  cert: SslCertificate,
  tasks: TaskEngine,
  now: () => number,
  fromNew: boolean,
): void {
  const serial = (pipelines.get(cert) ?? 0) + 1
  pipelines.set(cert, serial)
  const current = () => pipelines.get(cert) === serial && customer.certificates.get(cert.Id) === cert
  const steps: Array<() => void> = []
  if (fromNew) {
    steps.push(() => {
      if (current() && cert.State === 'New') cert.State = 'InProgress'
    })
  }
  for (let i = 1; i < ISSUE_PACES; i++) steps.push(() => undefined)
  // With DNS validation the authority waits for the records: it looks again every pace until they are there.
  const attempt = (left: number) => () => {
    if (!current() || cert.State !== 'InProgress') return
    if (cert.DcvMethod === 'Dns') {
      for (const item of cert.DcvList)
        if (item.Status !== 'Validated' && published(customer, item)) item.Status = 'Validated'
      if (!cert.DcvList.every((d) => d.Status === 'Validated')) {
        if (left > 0) tasks.run([attempt(left - 1)])
        return
      }
    }
    issue(customer, cert, now())
  }
  steps.push(attempt(DNS_LOOKS))
  tasks.run(steps)
}

/** How many paces the authority keeps looking for DNS validation records before giving up (revalidate restarts it). */
export const DNS_LOOKS = 600

/** A CNAME (or TXT) that the customer published in one of their zones for this validation item. */
export function published(customer: DnsState, item: DcvItem): boolean {
  const [owner, type, ...rest] = (item.ValidationData ?? '').split(' ')
  const value = rest.join(' ')
  if (!owner || !value) return false
  const fqdn = owner.replace(/\.$/, '').toLowerCase()
  const want = value.replace(/\.$/, '').toLowerCase()
  return [...customer.zones.values()].some((zone) =>
    zone.LinkedRecords.some((r) => {
      const name = r.HostName === '@' ? zone.TechName : `${r.HostName}.${zone.TechName}`
      if (name.toLowerCase() !== fqdn || r.TypeRecord !== type) return false
      return type === 'CNAME' ? r.MnemonicName.replace(/\.$/, '').toLowerCase() === want : r.Text === value
    }),
  )
}

/** The latest run per certificate: a revalidation or a cancellation makes older runs do nothing. */
const pipelines = new WeakMap<SslCertificate, number>()

export function stopValidation(cert: SslCertificate): void {
  pipelines.set(cert, (pipelines.get(cert) ?? 0) + 1)
}

/** Active certificates whose date has passed are Expired: read at every answer (the clock moves between them). */
export function refreshExpiry(cert: SslCertificate, now: number): SslCertificate {
  if (cert.State === 'Active' && cert.ExpireDate && Date.parse(`${cert.ExpireDate}Z`) <= now) cert.State = 'Expired'
  return cert
}
