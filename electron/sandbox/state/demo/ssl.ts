import { addCertificate, type SslState } from '../ssl'
import { sslProducts } from '../ssl-products'
import type { CustomerBase, IdSource, RandomSource } from '../types'

/** A multi-domain certificate in use, an unpaid (or, in the app's Demo, paid) one and a wildcard being validated. */
export function fillDemoCertificates(
  customer: IdSource & RandomSource & Pick<CustomerBase, 'account'> & SslState,
  now: number,
  { allPaid }: { allPaid: boolean },
): void {
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
