import { daysFrom, formatDate } from '../dates'
import { randomHex } from '../random'
import type { DcvItem, SslCertificate, SslProduct } from './ssl-types'
import type { CustomerBase, IdSource, RandomSource } from './types'

/** A customer's certificates, by id. */
export interface SslState {
  certificates: Map<number, SslCertificate>
}

export const initialSslState = (): SslState => ({ certificates: new Map() })

/** What the authority asks the customer to publish, by validation method. */
export function validationData(customer: RandomSource, method: SslCertificate['DcvMethod'], domain: string): string {
  const bare = domain.replace(/^\*\./, '')
  const token = randomHex(customer.random, 32)
  switch (method) {
    case 'Email':
      return `admin@${bare}`
    case 'Dns':
      return `_${token}.${bare}. CNAME ${randomHex(customer.random, 32)}.dcv.example.net.`
    case 'Http':
    case 'Https':
      return `${method.toLowerCase()}://${bare}/.well-known/pki-validation/${token.toUpperCase()}.txt`
  }
}

export interface NewCertificate {
  product: SslProduct
  Domain: string
  InternationalizedDomain?: string
  DcvMethod: SslCertificate['DcvMethod']
  sans: string[]
  State: string
  dcvStatus: string
  orderedDaysAgo: number
  /** Days since issue; null while not issued. */
  issuedDaysAgo: number | null
  IsAutoProlong: boolean
}

export function addCertificate(
  customer: IdSource & RandomSource & Pick<CustomerBase, 'account'> & SslState,
  now: number,
  spec: NewCertificate,
): SslCertificate {
  const dcv = (Domain: string, IsSAN: boolean): DcvItem => ({
    Domain,
    IsSAN,
    ValidationData: validationData(customer, spec.DcvMethod, Domain),
    Status: spec.dcvStatus,
  })
  const issued = spec.issuedDaysAgo
  const cert: SslCertificate = {
    Id: customer.nextId(),
    VendorSslId: String(2_000_000 + Math.floor(customer.random() * 7_000_000)),
    Product: spec.product,
    Domain: spec.Domain,
    InternationalizedDomain: spec.InternationalizedDomain ?? spec.Domain,
    DcvMethod: spec.DcvMethod,
    DcvList: [dcv(spec.Domain, false), ...spec.sans.map((d) => dcv(d, true))],
    IsSecurityValidationFailed: false,
    Period: 12,
    ActivationDate: issued === null ? null : daysFrom(now, -issued),
    ExpireDate: issued === null ? null : daysFrom(now, 365 - issued),
    IsAutoProlong: spec.IsAutoProlong,
    IsAutoProlongTaskCreated: false,
    PfxPassword: issued === null ? '' : randomHex(customer.random, 12),
    State: spec.State,
    Firstname: customer.account.FirstName,
    Lastname: customer.account.LastName,
    Phone: customer.account.Phone,
    OrgName: spec.product.IsOrganizationValidation ? 'Example Foods LLC' : '',
    OrgDepartment: spec.product.IsOrganizationValidation ? 'IT' : '',
    OrgFax: '',
    OrgPostalcode: spec.product.IsOrganizationValidation ? '190000' : '',
    OrgCountry: 'RU',
    OrgRegion: 'St. Petersburg',
    OrgCity: 'St. Petersburg',
    OrgAddressline: spec.product.IsOrganizationValidation ? '1 Example Embankment' : '',
    CsrCode: fakeCsr(customer),
    LastRevalidateDate: issued === null ? null : daysFrom(now, -issued - 1),
    DateCreate: formatDate(now - spec.orderedDaysAgo * 86_400_000),
  }
  customer.certificates.set(cert.Id, cert)
  return cert
}

/** Looks like a PEM CSR; nothing in the sandbox parses it. */
function fakeCsr(customer: RandomSource): string {
  const body = Buffer.from(randomHex(customer.random, 96), 'hex').toString('base64')
  return `-----BEGIN CERTIFICATE REQUEST-----\nMIICvDCCAaQCAQAwdzELMAkGA1UEBhMCUlUx${body}\n-----END CERTIFICATE REQUEST-----`
}

declare module './types' {
  interface CustomerParts {
    ssl: SslState
  }
}
