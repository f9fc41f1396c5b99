import { z } from 'zod'
import { parseBody } from '../body'
import type { SandboxContext } from '../context'
import { invalidField } from '../errors'
import { addRecord } from '../state/dns'
import { validationData } from '../state/ssl'
import type { SslCertificate } from '../state/ssl-types'
import type { CustomerState } from '../state/types'
import { isHostName } from '../validation/fields'

/** Adding domains to a certificate: PUT /ssl/{id}/addsan, and PUT /ssl/{id} with SanDomains (as the seed's example). */

const addSanBody = z.object({
  SanDomains: z
    .array(z.string().trim(), { error: 'must be a list of domain names' })
    .min(1, { error: 'must name at least one domain' }),
  CreateCnameRecord: z.boolean().optional(),
})

/** The addsan answer names the auto-renewal flag IsProlongTaskCreated (as the seed's example does). */
export function addSanView({ IsAutoProlongTaskCreated, ...rest }: SslCertificate) {
  return { ...rest, IsProlongTaskCreated: IsAutoProlongTaskCreated }
}

function checkNewSans(cert: SslCertificate, domains: string[]): string[] {
  const { Product } = cert
  if (!Product.IsSan || Product.SanMaximum === null) {
    throw invalidField('SanDomains', `the product ${Product.Name} does not take additional domains`)
  }
  const taken = new Set(cert.DcvList.map((d) => d.Domain.toLowerCase()))
  const wildcardAllowed = Product.IsWildCard || Product.SanOnlyWildcard
  const wanted = domains.map((raw, i) => {
    const domain = raw.toLowerCase().replace(/\.$/, '')
    if (!isHostName(domain, { allowWildcard: wildcardAllowed })) {
      throw invalidField(`SanDomains[${i}]`, `'${raw}' is not a valid domain name (send IDNs in punycode, xn--)`)
    }
    if (taken.has(domain)) throw invalidField(`SanDomains[${i}]`, `'${domain}' is already in the certificate`)
    taken.add(domain)
    return domain
  })
  const current = cert.DcvList.filter((d) => d.IsSAN).length
  if (current + wanted.length > Product.SanMaximum) {
    throw invalidField(
      'SanDomains',
      `at most ${Product.SanMaximum} additional domains are allowed; the certificate has ${current}, the request adds ${wanted.length}`,
    )
  }
  return wanted
}

/** With DNS validation, publishes the validation CNAME in the customer's own delegated zone, when there is one. */
function publishValidationRecord(customer: CustomerState, ctx: SandboxContext, validation: string): void {
  const [owner, , target] = validation.split(' ')
  if (!owner || !target) return
  const fqdn = owner.replace(/\.$/, '')
  const zone = [...customer.zones.values()].find((z) => z.IsDelegate && fqdn.endsWith(`.${z.TechName}`))
  if (!zone) return
  const name = fqdn.slice(0, -(zone.TechName.length + 1))
  const record = addRecord(
    customer,
    zone,
    { type: 'CNAME', name, target: target.replace(/\.$/, ''), ttl: '300' },
    'New',
  )
  ctx.tasks.after(1, () => void (record.State = 'Active'))
}

export const isAddSanBody = (body: unknown): boolean =>
  body !== null && typeof body === 'object' && 'SanDomains' in body

export function addSans(
  customer: CustomerState,
  ctx: SandboxContext,
  cert: SslCertificate,
  raw: unknown,
): SslCertificate {
  const body = parseBody(addSanBody, raw)
  for (const Domain of checkNewSans(cert, body.SanDomains)) {
    const ValidationData = validationData(customer, cert.DcvMethod, Domain)
    cert.DcvList.push({ Domain, IsSAN: true, ValidationData, Status: 'Pending' })
    if (body.CreateCnameRecord && cert.DcvMethod === 'Dns') publishValidationRecord(customer, ctx, ValidationData)
  }
  return cert
}
