import { z } from 'zod'

export const ALLOWED_TTLS = [
  '1',
  '5',
  '30',
  '60',
  '300',
  '600',
  '900',
  '1800',
  '3600',
  '7200',
  '21160',
  '43200',
  '86400',
]

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i
/** Labels of names inside a zone may also start with '_' (_dmarc, _acme-challenge, SRV owners). */
const RECORD_LABEL = /^_?(?!-)[a-z0-9-]{1,63}(?<!-)$/i

/** An ASCII host name of at least two labels; IDNs must arrive in punycode (xn--). */
export function isHostName(value: string, { allowWildcard = false } = {}): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value
  if (name.length === 0 || name.length > 253) return false
  const labels = name.split('.')
  if (allowWildcard && labels[0] === '*') labels.shift()
  return labels.length >= 2 && labels.every((label) => LABEL.test(label))
}

/** A name relative to a zone: one or more labels, optionally starting with the '*' wildcard. */
export function isRelativeName(value: string): boolean {
  const labels = value.split('.')
  if (labels[0] === '*') labels.shift()
  return labels.every((label) => RECORD_LABEL.test(label))
}

export const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
/** The API accepts only the fully expanded form: eight groups of four hex digits. */
export const IPV6_EXPANDED = /^([0-9a-f]{4}:){7}[0-9a-f]{4}$/i

/** Numbers the API writes as strings; a client that sends a JSON number is understood too. */
export const numericString = (min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    })

export const ttlField = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => ALLOWED_TTLS.includes(value), { error: `must be one of ${ALLOWED_TTLS.join(', ')}` })

export const idField = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d+$/.test(value), { error: 'must be a numeric id' })

export const nonEmptyText = (max = 255) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
