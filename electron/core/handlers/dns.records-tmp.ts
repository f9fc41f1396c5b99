import type { CreateRecordInput, DnsRecordType } from '../../shared/models'
import type { CreateRecordRequest, UpdateRecordRequest } from '../../shared/channels/dns.records-tmp'

/** The client's record input (domainId, camelCase fields) from a channel input (zoneId, type, recordId). */
export function toClientRecordInput(request: CreateRecordRequest | UpdateRecordRequest): { type: DnsRecordType; input: CreateRecordInput } {
  const { type, zoneId, ...fields } = request
  const rest: Record<string, unknown> = { ...fields }
  delete rest.recordId
  return { type, input: { domainId: zoneId, ...rest } as CreateRecordInput }
}
