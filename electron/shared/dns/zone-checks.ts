import { expandIpv6, isIpv4 } from '../models'
import { recordOwner, type DnsRecord } from '../models/dns'

/**
 * Checks a record against the zone it is going into, before anything is sent: the record form shows the
 * findings as the user types, and the backend's handler refuses the same ones (a bypassed form is still
 * refused). Pure and browser-safe.
 */

/** A record as a form or a request describes it: only what the type uses is set. */
export interface RecordDraft {
  type: string
  owner?: string | null
  address?: string | null
  target?: string | null
  text?: string | null
  priority?: number | null
  weight?: number | null
  port?: number | null
  service?: string | null
  proto?: string | null
  ttl?: number | null
}

export type ZoneCheckCode = 'cnameBesideOthers' | 'othersBesideCname' | 'cnameToItself' | 'duplicateRecord' | 'nsTtlLow'

export interface ZoneFinding {
  code: ZoneCheckCode
  /** A refusal stops the request; a warning is shown and lets it through. */
  level: 'refuse' | 'warn'
  /** The form field to show it under. */
  field: 'owner' | 'target' | 'ttl' | 'address' | 'text'
  params: Record<string, string>
}

/** NS records under this TTL get a warning. */
export const NS_TTL_MIN = 60

const bare = (name: string) => name.trim().replace(/\.$/, '').toLowerCase()

/**
 * A name as written in a record (owner or target: '@', relative, or full with or without the final dot)
 * as a full name in `zone`. A name ending in the zone's name is taken as full; a trailing dot always is.
 */
export function fullName(name: string, zone: string): string {
  const zoneName = bare(zone)
  const text = name.trim().toLowerCase()
  if (text === '' || text === '@') return zoneName
  if (text.endsWith('.')) return bare(text)
  if (text === zoneName || text.endsWith(`.${zoneName}`)) return text
  return `${text}.${zoneName}`
}

/** An IP address where a host name belongs (MX, NS and CNAME targets): v4, or anything that reads as v6. */
export function looksLikeIp(value: string): boolean {
  const text = value.trim().replace(/\.$/, '')
  return isIpv4(text) || (text.includes(':') && expandIpv6(text.replace(/^\[|\]$/g, '')) !== null)
}

function draftOwner(draft: RecordDraft): string {
  // MX has no owner field: it is the zone's own.
  const owner = draft.type === 'MX' ? '@' : (draft.owner ?? '@')
  return recordOwner({ type: draft.type, owner, service: draft.service ?? null, proto: draft.proto ?? null })
}

const norm = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim().toLowerCase()

/** What makes two records of the same type and owner the same record (TTL aside). */
function dataKey(type: string, r: RecordDraft, zone: string): string {
  switch (type) {
    case 'A':
      return norm(r.address)
    case 'AAAA':
      return expandIpv6(r.address ?? '') ?? norm(r.address)
    case 'TXT':
      return r.text ?? ''
    case 'MX':
      return `${norm(r.priority)} ${fullName(r.target ?? '', zone)}`
    case 'SRV':
      return `${norm(r.priority)} ${norm(r.weight)} ${norm(r.port)} ${fullName(r.target ?? '', zone)}`
    default:
      return fullName(r.target ?? '', zone)
  }
}

/**
 * The findings for `draft` going into the zone `zone` holding `records`. `editingId`: the record being
 * edited, which is not its own neighbour.
 */
export function checkRecordInZone(
  draft: RecordDraft,
  zone: { name: string; records: readonly DnsRecord[] },
  editingId?: number,
): ZoneFinding[] {
  const findings: ZoneFinding[] = []
  const owner = fullName(draftOwner(draft), zone.name)
  const shown = draftOwner(draft)
  const ownerShown = shown === '@' ? zone.name : shown
  const ownerField = draft.type === 'MX' ? 'target' : 'owner'
  const sameOwner = zone.records.filter((r) => r.id !== editingId && fullName(recordOwner(r), zone.name) === owner)

  if (draft.type === 'CNAME') {
    const others = sameOwner.filter((r) => r.type !== 'CNAME')
    if (others.length > 0) {
      const types = [...new Set(others.map((r) => r.type))].join(', ')
      findings.push({
        code: 'cnameBesideOthers',
        level: 'refuse',
        field: 'owner',
        params: { owner: ownerShown, types },
      })
    }
    if (draft.target && fullName(draft.target, zone.name) === owner) {
      findings.push({ code: 'cnameToItself', level: 'refuse', field: 'target', params: { owner: ownerShown } })
    }
  } else if (sameOwner.some((r) => r.type === 'CNAME')) {
    findings.push({ code: 'othersBesideCname', level: 'refuse', field: ownerField, params: { owner: ownerShown } })
  }

  const key = dataKey(draft.type, draft, zone.name)
  if (sameOwner.some((r) => r.type === draft.type && dataKey(r.type, r, zone.name) === key)) {
    const field = draft.type === 'A' || draft.type === 'AAAA' ? 'address' : draft.type === 'TXT' ? 'text' : 'target'
    findings.push({ code: 'duplicateRecord', level: 'refuse', field, params: { type: draft.type, owner: ownerShown } })
  }

  if (draft.type === 'NS' && typeof draft.ttl === 'number' && draft.ttl < NS_TTL_MIN) {
    findings.push({ code: 'nsTtlLow', level: 'warn', field: 'ttl', params: {} })
  }
  return findings
}

/** The first refusal, if any: what the backend answers a bypassed form with. */
export function zoneRefusal(
  draft: RecordDraft,
  zone: { name: string; records: readonly DnsRecord[] },
  editingId?: number,
): ZoneFinding | null {
  return checkRecordInZone(draft, zone, editingId).find((f) => f.level === 'refuse') ?? null
}
