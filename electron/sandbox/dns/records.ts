import type { DnsRecord, DnsRecordType, DnsZone } from '../state/dns-types'

export const DEFAULT_TTL = '3600'

/** A record as the API takes it in, after validation: relative names, strings throughout. */
export interface RecordInput {
  type: DnsRecordType
  /** '@' for the apex or a name relative to the zone. */
  name: string
  ttl: string
  ip?: string
  /** CNAME alias target, MX mail host, NS name server, SRV target. */
  target?: string
  priority?: string
  text?: string
  service?: string
  proto?: string
  weight?: string
  port?: string
}

export function ownerFqdn(zone: DnsZone, name: string): string {
  return name === '@' ? `${zone.TechName}.` : `${name}.${zone.TechName}.`
}

/** A host written in a record: absolute when it has a dot, else relative to the zone. */
export function hostFqdn(zone: DnsZone, host: string): string {
  if (host === '@') return `${zone.TechName}.`
  if (host.endsWith('.')) return host
  return host.includes('.') ? `${host}.` : `${host}.${zone.TechName}.`
}

/** Zone files cap one character-string at 255 bytes; longer TXT data is written as several. */
function quoteTxt(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')
  const chunks = escaped.match(/[\s\S]{1,255}/g) ?? ['']
  return chunks.map((chunk) => `"${chunk}"`).join(' ')
}

function recordData(zone: DnsZone, input: RecordInput): string {
  switch (input.type) {
    case 'A':
    case 'AAAA':
      return input.ip ?? ''
    case 'CNAME':
    case 'NS':
      return hostFqdn(zone, input.target ?? '@')
    case 'MX':
      return `${input.priority} ${hostFqdn(zone, input.target ?? '@')}`
    case 'SRV':
      return `${input.priority} ${input.weight} ${input.port} ${hostFqdn(zone, input.target ?? '@')}`
    case 'TXT':
      return quoteTxt(input.text ?? '')
  }
}

export function canonicalDescription(zone: DnsZone, input: RecordInput): string {
  return `${ownerFqdn(zone, input.name)} ${input.ttl} IN ${input.type} ${recordData(zone, input)}`
}

/** SRV owners are _service._proto[.name]; the other types own their name directly. */
export function recordOwner(input: RecordInput): string {
  if (input.type !== 'SRV') return input.name
  const prefix = `${input.service}.${input.proto}`
  return input.name === '@' ? prefix : `${prefix}.${input.name}`
}

/** Builds the wire record: unused fields are empty strings, Priority and TTL are strings. */
export function buildRecord(zone: DnsZone, id: number, input: RecordInput, state: string): DnsRecord {
  const owner = recordOwner(input)
  const record: DnsRecord = {
    ID: String(id),
    TypeRecord: input.type,
    IP: input.ip ?? '',
    HostName: owner,
    Priority: input.priority ?? '',
    Text: input.text ?? '',
    MnemonicName: input.type === 'CNAME' ? (input.target ?? '') : '',
    ExtHostName: input.type === 'MX' || input.type === 'NS' || input.type === 'SRV' ? (input.target ?? '') : '',
    State: state,
    TTL: input.ttl,
    CanonicalDescription: canonicalDescription(zone, { ...input, name: owner }),
  }
  if (input.type === 'SRV') {
    Object.assign(record, { Service: input.service, Proto: input.proto, Weight: input.weight, Port: input.port })
  }
  return record
}
