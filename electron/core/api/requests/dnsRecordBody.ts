import { DNS_TTL_VALUES, expandIpv6, isAllowedTtl, isIpv4, type DnsRecordType } from '../../../shared/models'
import { invalidInput, type FailureContext } from '../error-messages'
import { requireId, requireInteger, requireText } from './validate'

/** The API's record body: every value a string (PRODUCT §2). */
export type RecordBody = Record<string, string>

type Input = Record<string, unknown>

/**
 * Builds the string body for POST /dns/record{type} or PUT /dns/record{type}/{id}, checking
 * the input first: required fields, TTL from the allowed set, A as IPv4, AAAA expanded to eight
 * groups of four hex digits. `recordId` adds the `id` the update body carries.
 */
export function buildRecordBody(ctx: FailureContext, type: DnsRecordType, input: Input, recordId?: number): RecordBody {
  const text = (field: string) => requireText(ctx, field, input[field])
  const port16 = (field: string) => String(requireInteger(ctx, field, input[field], 0, 65535))
  const body: RecordBody = {}
  if (recordId !== undefined) body.id = String(recordId)
  body.DomainId = String(requireId(ctx, 'domainId', input.domainId))

  switch (type) {
    case 'A': {
      const ip = text('ip')
      if (!isIpv4(ip)) throw invalidInput(ctx, 'ip', 'must be an IPv4 address like 192.0.2.10')
      Object.assign(body, { IP: ip, Name: text('name') })
      break
    }
    case 'AAAA': {
      const ip = expandIpv6(text('ip'))
      if (ip === null) throw invalidInput(ctx, 'ip', 'must be an IPv6 address like 2001:db8::1')
      Object.assign(body, { IP: ip, Name: text('name') })
      break
    }
    case 'CNAME':
      Object.assign(body, { Name: text('name'), MnemonicName: text('mnemonicName') })
      break
    case 'MX':
      Object.assign(body, { HostName: text('hostName'), Priority: port16('priority') })
      break
    case 'NS':
      Object.assign(body, { HostName: text('hostName'), Name: text('name') })
      break
    case 'SRV':
      Object.assign(body, {
        Service: text('service'),
        Proto: text('proto'),
        Name: text('name'),
        Priority: port16('priority'),
        Weight: port16('weight'),
        Port: port16('port'),
        Target: text('target'),
      })
      break
    case 'TXT':
      Object.assign(body, { Name: text('name'), Text: text('text') })
      break
  }

  if (input.ttl !== undefined && input.ttl !== null) {
    if (!isAllowedTtl(input.ttl)) throw invalidInput(ctx, 'ttl', `must be one of ${DNS_TTL_VALUES.join(', ')} seconds`)
    body.TTL = String(input.ttl)
  }
  return body
}
